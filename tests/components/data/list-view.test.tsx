/**
 * A business list put together as a page does (useList + FilterBar + ListView) over a stand-in
 * load: filters live in the URL and a list mounted on that URL shows and loads them again; sorting
 * and paging write the URL too; the table settings (hidden columns, density, column order) are
 * remembered per list across mounts; Enter in a filter field puts the cursor on the first row.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Accounts, accountsServer, grid, rowKeys, statuses } from '../support/accounts.tsx';
import { mount } from '../support/render.tsx';

describe('a business list', () => {
  it('keeps a list filter in the URL and restores it when the list is opened on that URL', async () => {
    const server = accountsServer();
    const first = await mount(<Accounts load={server.load} />, { path: '/bzjManage/bzjList' });
    await waitFor(() => expect(rowKeys()).toHaveLength(20));
    expect(statuses()).toEqual(['Frozen', 'Active']);

    await first.user.selectOptions(screen.getByLabelText('Status'), 'active');
    await waitFor(() => expect(first.location()).toBe('/bzjManage/bzjList?status=active'));
    await waitFor(() => expect(statuses()).toEqual(['Active']));
    expect(server.queries.at(-1)).toMatchObject({ status: 'active', page: 1 });
    const url = first.location();
    first.unmount();

    // Opened again on that URL (a reload, a shared link): the field and the rows say 'active'.
    const again = accountsServer();
    await mount(<Accounts load={again.load} />, { path: url });
    await waitFor(() => expect(rowKeys()).toHaveLength(20));
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('active');
    expect(statuses()).toEqual(['Active']);
    expect(again.queries.every((q) => q.status === 'active')).toBe(true);
  });

  it('applies a text filter on Enter, resets the filters, and pages and sorts through the URL', async () => {
    const server = accountsServer();
    const { user, location } = await mount(<Accounts load={server.load} />, { path: '/list' });
    await waitFor(() => expect(rowKeys()).toHaveLength(20));
    await user.type(screen.getByLabelText('Merchant'), 'merchant 4{Enter}');
    await waitFor(() => expect(location()).toBe('/list?q=merchant+4'));
    await waitFor(() =>
      expect(rowKeys()).toEqual([
        'BZJ0004',
        'BZJ0040',
        'BZJ0041',
        'BZJ0042',
        'BZJ0043',
        'BZJ0044',
        'BZJ0045',
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(location()).toBe('/list'));
    await waitFor(() => expect(rowKeys()).toHaveLength(20));

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(location()).toBe('/list?page=2'));
    await waitFor(() => expect(rowKeys()[0]).toBe('BZJ0021'));
    await user.click(within(grid()).getByRole('button', { name: /Account/ }));
    await waitFor(() => expect(location()).toBe('/list?sort=no'));
    await user.click(within(grid()).getByRole('button', { name: /Account/ }));
    await waitFor(() => expect(location()).toBe('/list?sort=-no'));
    await waitFor(() => expect(rowKeys()[0]).toBe('BZJ0045'));
  });

  it('remembers hidden columns and density per list across mounts', async () => {
    const server = accountsServer();
    const first = await mount(<Accounts load={server.load} />);
    await waitFor(() => expect(rowKeys()).toHaveLength(20));
    expect(within(grid()).queryAllByRole('columnheader', { name: 'Merchant' })).toHaveLength(1);

    await first.user.click(screen.getByRole('button', { name: 'Table settings' }));
    await first.user.click(await screen.findByRole('checkbox', { name: 'Merchant' }));
    await first.user.click(screen.getByRole('radio', { name: 'Large' }));
    await first.user.keyboard('{Escape}');
    expect(within(grid()).queryAllByRole('columnheader', { name: 'Merchant' })).toHaveLength(0);
    first.unmount();

    await mount(<Accounts load={server.load} />);
    await waitFor(() => expect(rowKeys()).toHaveLength(20));
    expect(within(grid()).queryAllByRole('columnheader', { name: 'Merchant' })).toHaveLength(0);
    expect(grid().querySelector('tbody td')?.getAttribute('class')).toMatch(/py-3\.5/);
  });

  it('reorders the columns from the table settings and remembers the order', async () => {
    const server = accountsServer();
    const first = await mount(<Accounts load={server.load} />);
    await waitFor(() => expect(rowKeys()).toHaveLength(20));
    const headers = () =>
      within(grid())
        .getAllByRole('columnheader')
        .map((h) => h.textContent);
    expect(headers()).toEqual(['Account▲▼', 'Merchant', 'Status']);
    await first.user.click(screen.getByRole('button', { name: 'Table settings' }));
    await first.user.click(await screen.findByRole('button', { name: 'Move Status up' }));
    expect(headers()).toEqual(['Account▲▼', 'Status', 'Merchant']);
    await first.user.keyboard('{Escape}');
    first.unmount();

    await mount(<Accounts load={server.load} />);
    await waitFor(() => expect(rowKeys()).toHaveLength(20));
    expect(headers()).toEqual(['Account▲▼', 'Status', 'Merchant']);
  });

  it('puts the cursor on the first row when Enter applies a filter', async () => {
    const server = accountsServer();
    const { user } = await mount(<Accounts load={server.load} />);
    await waitFor(() => expect(rowKeys()).toHaveLength(20));
    await user.click(screen.getByLabelText('Merchant'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(grid()));
    const cursor = grid().getAttribute('aria-activedescendant');
    expect(cursor && document.getElementById(cursor)?.getAttribute('data-row-key')).toBe('BZJ0001');
    await user.keyboard('j');
    act(() => {});
    expect(grid().querySelector('tr[data-cursor]')?.getAttribute('data-row-key')).toBe('BZJ0002');
  });
});
