/**
 * The keyboard-first date / range field as a list filter (FilterDateRange in a FilterBar over
 * useList): typing loads nothing until a complete, valid value is applied; relative phrases (上月,
 * 10月, "this month"), ranges and presets picked with the arrow keys land in the URL as from / to;
 * the field shows the canonical text, never mm/dd/yyyy; clearing it clears the filter.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BUSINESS_TIME_ZONE, monthOf, presetRange, todayIn } from '#core/dates';
import type { Page } from '#core/types';
import { FilterBar, FilterDateRange } from '../../../web/components/data/filter-bar.tsx';
import { ListView } from '../../../web/components/data/list-view.tsx';
import { useList } from '../../../web/components/data/use-list.ts';
import { mount, type MountOptions } from '../support/render.tsx';

interface Row {
  no: string;
}

/** A settlement-like list whose load records the from / to of every request. */
function Settlements({ label, seen }: { label: string; seen: { from?: string; to?: string }[] }) {
  const list = useList<Row>({
    id: 'settlements-test',
    load: async (_api, query) => {
      seen.push({
        ...(query.from ? { from: String(query.from) } : {}),
        ...(query.to ? { to: String(query.to) } : {}),
      });
      return { items: [{ no: 'ST0001' }], total: 1, page: 1, pageSize: 20 } as Page<Row>;
    },
  });
  const { filters, setFilters } = list.url;
  return (
    <ListView
      list={list}
      label="Settlements"
      columns={[{ key: 'no', title: 'Number', render: (r) => r.no }]}
      rowKey={(r) => r.no}
      filters={
        <FilterBar>
          <FilterDateRange
            label={label}
            from={filters.from ?? ''}
            to={filters.to ?? ''}
            onChange={(range) => setFilters(range)}
          />
        </FilterBar>
      }
    />
  );
}

async function openList(label: string, options: MountOptions = {}) {
  const seen: { from?: string; to?: string }[] = [];
  const mounted = await mount(<Settlements label={label} seen={seen} />, {
    path: '/settleManage/settleList',
    ...options,
  });
  await screen.findByText('ST0001');
  const field = screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
  const param = (name: string) =>
    new URLSearchParams(mounted.location().split('?')[1] ?? '').get(name);
  return { ...mounted, seen, field, param };
}

describe('the date range filter', () => {
  it('sends one request for a typed range, none while typing or for an invalid value', async () => {
    const { user, field, seen, param } = await openList('结算日期', { locale: 'zh-CN' });
    seen.length = 0;
    await user.click(field);
    await user.keyboard('2026-10-01..2026-10-31');
    // Nothing while typing: the Enter's request below is the first one seen.
    expect(seen).toEqual([]);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(param('from')).toBe('2026-10-01'));
    expect(param('to')).toBe('2026-10-31');
    await waitFor(() => expect(seen).toEqual([{ from: '2026-10-01', to: '2026-10-31' }]));
    // A whole month is shown as the month.
    expect(field.value).toBe('2026-10');

    await user.clear(field);
    await user.type(field, '2026-13{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain('不是有效的日期');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(param('from')).toBe('2026-10-01');
    // A valid value afterwards: its request is the second one, nothing came in between.
    await user.clear(field);
    await user.type(field, '2026-11{Enter}');
    await waitFor(() => expect(param('from')).toBe('2026-11-01'));
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(seen).toEqual([
      { from: '2026-10-01', to: '2026-10-31' },
      { from: '2026-11-01', to: '2026-11-30' },
    ]);
  });

  it('reads 上月 and 10月, and picks presets with the arrow keys', async () => {
    const { user, field, param } = await openList('结算日期', { locale: 'zh-CN' });
    const today = todayIn(BUSINESS_TIME_ZONE);

    await user.click(field);
    await user.keyboard('上月{Enter}');
    const last = monthOf(today, -1);
    await waitFor(() => expect(param('from')).toBe(last.from));
    expect(param('to')).toBe(last.to);
    expect(field.value).toBe(last.from.slice(0, 7));

    await user.clear(field);
    await user.type(field, '10月{Enter}');
    const year = today.slice(0, 4);
    await waitFor(() => expect(param('from')).toBe(`${year}-10-01`));
    expect(param('to')).toBe(`${year}-10-31`);

    // Enter handed the keyboard to the rows: back to the field, ↓ opens the presets.
    act(() => field.focus());
    await user.keyboard('{ArrowDown}');
    const list = await screen.findByRole('listbox', { name: '日期快捷选项' });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(list.querySelector('[role="option"][aria-selected="true"]')?.textContent).toContain(
      '近7天',
    );
    await user.keyboard('{Enter}');
    const week = presetRange('last7', today);
    await waitFor(() => expect(param('from')).toBe(week.from));
    expect(param('to')).toBe(week.to);
    expect(screen.queryByRole('listbox')).toBe(null);
    expect(document.activeElement?.hasAttribute('data-date-range-field')).toBe(true);
    expect(field.value).toBe(`${week.from}..${week.to}`);

    // Clearing the field clears the filter.
    await user.clear(field);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(param('from')).toBe(null));
  });

  it('reads English phrases in the English console', async () => {
    const { user, field, param } = await openList('Period');
    const today = todayIn(BUSINESS_TIME_ZONE);
    await user.click(field);
    await user.keyboard('this month');
    await user.tab();
    const month = monthOf(today);
    await waitFor(() => expect(param('from')).toBe(month.from));
    expect(param('to')).toBe(month.to);
    expect(field.value).not.toMatch(/\d{2}\/\d{2}\/\d{4}/);
  });
});
