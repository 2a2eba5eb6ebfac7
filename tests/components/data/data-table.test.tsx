/**
 * The business table on its own: headers sort, the row cursor follows j/k/arrows/Home/End, Enter
 * opens the cursor row, x selects and Esc clears, a paged list turns the page at its edges, and
 * the empty / error states say so. No server: the rows are props.
 */
import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Column } from '../../../web/components/data/columns.ts';
import { DataTable, type DataTableProps } from '../../../web/components/data/data-table.tsx';
import type { GridPaging } from '../../../web/components/data/use-grid-cursor.ts';
import { mount } from '../support/render.tsx';

interface Row {
  no: string;
  merchant: string;
  amount: number;
}

const ROWS: Row[] = [
  { no: 'D001', merchant: 'Alpha', amount: 100 },
  { no: 'D002', merchant: 'Beta', amount: 250 },
  { no: 'D003', merchant: 'Gamma', amount: 75 },
];

const COLUMNS: Column<Row>[] = [
  { key: 'no', title: 'Number', render: (r) => r.no, fixed: true, sortField: 'no' },
  { key: 'merchant', title: 'Merchant', render: (r) => r.merchant },
  { key: 'amount', title: 'Amount', render: (r) => r.amount, sortField: 'amount', align: 'right' },
];

type Props = Partial<DataTableProps<Row>>;

/** A table that keeps its own selection, as a page does. */
function Table(props: Props) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  return (
    <DataTable<Row>
      label="Deposits"
      columns={COLUMNS}
      rows={ROWS}
      rowKey={(r) => r.no}
      selected={selected}
      onSelectedChange={setSelected}
      {...props}
    />
  );
}

function cursorKey(grid: HTMLElement): string | null {
  const id = grid.getAttribute('aria-activedescendant');
  return id ? (document.getElementById(id)?.getAttribute('data-row-key') ?? null) : null;
}

const selectedKeys = (grid: HTMLElement) =>
  [...grid.querySelectorAll('tr[aria-selected="true"]')].map((r) => r.getAttribute('data-row-key'));

describe('DataTable', () => {
  it('names the grid, shows a header per column and a row per record', async () => {
    await mount(<Table />);
    const grid = screen.getByRole('grid', { name: 'Deposits' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['', 'Number', 'Merchant', 'Amount']);
    expect([...grid.querySelectorAll('tbody tr[data-row-key]')].map((r) => r.textContent)).toEqual([
      'D001Alpha100',
      'D002Beta250',
      'D003Gamma75',
    ]);
  });

  it('sorts from a header: ascending, descending, then the server default', async () => {
    const onSortChange = vi.fn();
    const { user, rerender } = await mount(<Table sort="" onSortChange={onSortChange} />);
    const amount = () => screen.getByRole('columnheader', { name: /Amount/ });
    expect(amount().getAttribute('aria-sort')).toBe('none');
    await user.click(within(amount()).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith('amount');
    rerender(<Table sort="amount" onSortChange={onSortChange} />);
    expect(amount().getAttribute('aria-sort')).toBe('ascending');
    await user.click(within(amount()).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith('-amount');
    expect(screen.getByRole('columnheader', { name: 'Merchant' }).querySelector('button')).toBe(
      null,
    );
  });

  it('puts the cursor on the first row when the grid takes focus; j/k, arrows, Home and End move it', async () => {
    const { user } = await mount(<Table />);
    const grid = screen.getByRole('grid', { name: 'Deposits' });
    expect(cursorKey(grid)).toBe(null);
    act(() => grid.focus());
    expect(cursorKey(grid)).toBe('D001');
    await user.keyboard('j');
    expect(cursorKey(grid)).toBe('D002');
    await user.keyboard('{ArrowDown}');
    expect(cursorKey(grid)).toBe('D003');
    await user.keyboard('j'); // the last row of an unpaged list stays put
    expect(cursorKey(grid)).toBe('D003');
    await user.keyboard('k');
    expect(cursorKey(grid)).toBe('D002');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(cursorKey(grid)).toBe('D001');
    await user.keyboard('{End}');
    expect(cursorKey(grid)).toBe('D003');
    await user.keyboard('{Home}');
    expect(cursorKey(grid)).toBe('D001');
    expect(grid.querySelector('tr[data-cursor]')?.getAttribute('data-row-key')).toBe('D001');
  });

  it('opens the cursor row with Enter and on a double click, and reports the cursor row', async () => {
    const onOpen = vi.fn();
    const onCursorChange = vi.fn();
    const { user } = await mount(<Table onOpen={onOpen} onCursorChange={onCursorChange} />);
    const grid = screen.getByRole('grid', { name: 'Deposits' });
    act(() => grid.focus());
    await user.keyboard('jj{Enter}');
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onOpen).toHaveBeenLastCalledWith(ROWS[2]);
    expect(onCursorChange).toHaveBeenLastCalledWith(ROWS[2]);
    await user.dblClick(screen.getByText('Alpha'));
    expect(onOpen).toHaveBeenLastCalledWith(ROWS[0]);
    expect(cursorKey(grid)).toBe('D001');
  });

  it('selects the cursor row with x, the page with the header box, and clears with Esc', async () => {
    const { user } = await mount(<Table />);
    const grid = screen.getByRole('grid', { name: 'Deposits' });
    act(() => grid.focus());
    await user.keyboard('xjjx');
    expect(selectedKeys(grid)).toEqual(['D001', 'D003']);
    expect(grid.getAttribute('aria-multiselectable')).toBe('true');
    await user.keyboard('x');
    expect(selectedKeys(grid)).toEqual(['D001']);
    await user.keyboard('{Escape}');
    expect(selectedKeys(grid)).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(selectedKeys(grid)).toEqual(['D001', 'D002', 'D003']);
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(selectedKeys(grid)).toEqual([]);
  });

  it('turns the page at the edges: j past the last row lands on the next page’s first, k before the first on the previous page’s last', async () => {
    const PAGES: Row[][] = [
      ROWS,
      [
        { no: 'D004', merchant: 'Delta', amount: 1 },
        { no: 'D005', merchant: 'Eps', amount: 2 },
      ],
    ];
    function Paged() {
      const [page, setPage] = useState(1);
      const paging: GridPaging = { page, pages: 2, go: setPage, focusJump: () => {} };
      return <Table rows={PAGES[page - 1]} paging={paging} />;
    }
    const { user } = await mount(<Paged />);
    const grid = screen.getByRole('grid', { name: 'Deposits' });
    act(() => grid.focus());
    await user.keyboard('{End}j');
    expect(cursorKey(grid)).toBe('D004');
    await user.keyboard('j');
    expect(cursorKey(grid)).toBe('D005');
    await user.keyboard('kk');
    expect(cursorKey(grid)).toBe('D003');
  });

  it('says when there is nothing, and offers a retry after an error', async () => {
    const onRetry = vi.fn();
    const { user, rerender } = await mount(<Table rows={[]} />);
    expect(screen.getByText('Nothing matches these filters')).toBeTruthy();
    rerender(<Table rows={[]} error={new Error('boom')} onRetry={onRetry} />);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
