/**
 * A business list for component tests, put together as a page puts one (useList + FilterBar with a
 * text and a status filter + ListView), over 45 stand-in deposit accounts that the load filters,
 * sorts (by number) and pages as the server would.
 */
import { screen } from '@testing-library/react';
import type { Page } from '#core/types';
import type { Column } from '../../../web/components/data/columns.ts';
import { FilterBar, FilterSelect, FilterText } from '../../../web/components/data/filter-bar.tsx';
import { ListView } from '../../../web/components/data/list-view.tsx';
import { useList } from '../../../web/components/data/use-list.ts';

interface Account {
  no: string;
  merchant: string;
  status: 'active' | 'frozen';
}

const ACCOUNTS: Account[] = Array.from({ length: 45 }, (_, i) => ({
  no: `BZJ${String(i + 1).padStart(4, '0')}`,
  merchant: `Merchant ${i + 1}`,
  status: i % 3 === 0 ? 'frozen' : 'active',
}));

const COLUMNS: Column<Account>[] = [
  { key: 'no', title: 'Account', render: (a) => a.no, fixed: true, sortField: 'no' },
  { key: 'merchant', title: 'Merchant', render: (a) => a.merchant },
  { key: 'status', title: 'Status', render: (a) => (a.status === 'active' ? 'Active' : 'Frozen') },
];

/** The server's part: filter, sort and page the accounts; every query it was asked is kept. */
export function accountsServer() {
  const queries: Record<string, string | number>[] = [];
  const load = async (query: Record<string, string | number>): Promise<Page<Account>> => {
    queries.push(query);
    const q = String(query.q ?? '').toLowerCase();
    let items = ACCOUNTS.filter(
      (a) => (!query.status || a.status === query.status) && a.merchant.toLowerCase().includes(q),
    );
    if (query.sort === '-no') items = [...items].reverse();
    const page = Number(query.page ?? 1);
    const pageSize = Number(query.pageSize ?? 20);
    return {
      items: items.slice((page - 1) * pageSize, page * pageSize),
      total: items.length,
      page,
      pageSize,
    } as Page<Account>;
  };
  return { queries, load };
}

export function Accounts({ load }: { load: ReturnType<typeof accountsServer>['load'] }) {
  const list = useList<Account>({ id: 'accounts', load: (_api, query) => load(query) });
  const { filters, setFilters } = list.url;
  return (
    <ListView
      list={list}
      label="Deposit Accounts"
      columns={COLUMNS}
      rowKey={(a) => a.no}
      filters={
        <FilterBar onReset={() => setFilters({ status: '', q: '' })}>
          <FilterText
            label="Merchant"
            value={filters.q ?? ''}
            onChange={(q) => setFilters({ q })}
          />
          <FilterSelect
            label="Status"
            value={filters.status ?? ''}
            onChange={(status) => setFilters({ status })}
            options={[
              { value: 'active', label: 'Active' },
              { value: 'frozen', label: 'Frozen' },
            ]}
          />
        </FilterBar>
      }
    />
  );
}

export const grid = () => screen.getByRole('grid', { name: 'Deposit Accounts' });
export const rowKeys = () =>
  [...grid().querySelectorAll('tbody tr[data-row-key]')].map((r) => r.getAttribute('data-row-key'));
export const statuses = () => [
  ...new Set(
    [...grid().querySelectorAll('tbody tr[data-row-key] td:last-child')].map((c) => c.textContent),
  ),
];
