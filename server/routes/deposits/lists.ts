import { and, count, eq } from 'drizzle-orm';
import type { DepositAccount, DepositRequest } from '#core/types';
import type { Db } from '../../db/client.ts';
import { depositAccounts, depositRequests, institutions } from '../../db/schema/index.ts';
import {
  afterCursor,
  orderOf,
  parseSort,
  type CursorKey,
  type SortChoice,
} from '../../domain/paging.ts';
import { listInMode } from '../../domain/list-export.ts';
import type { AccountListQuery, RequestListQuery } from './inputs.ts';
import {
  accountFilters,
  requestFilters,
  selectAccounts,
  selectRequests,
  toAccount,
  toRequest,
} from './queries.ts';

const ACCOUNT_SORTS = {
  accountNo: depositAccounts.accountNo,
  requiredFen: depositAccounts.requiredFen,
  paidFen: depositAccounts.paidFen,
  createdAt: depositAccounts.createdAt,
};
const REQUEST_SORTS = {
  submittedAt: depositRequests.submittedAt,
  amountFen: depositRequests.amountFen,
};

export const accountSort = (sort?: string): SortChoice =>
  parseSort(sort, ACCOUNT_SORTS, '-createdAt');
export const requestSort = (sort?: string): SortChoice =>
  parseSort(sort, REQUEST_SORTS, '-submittedAt');

export function accountValue(choice: SortChoice) {
  return (a: DepositAccount): string | number =>
    a[choice.field as 'accountNo' | 'requiredFen' | 'paidFen' | 'createdAt'];
}
export function requestValue(choice: SortChoice) {
  return (r: DepositRequest): string | number => r[choice.field as 'submittedAt' | 'amountFen'];
}

export function fetchAccountsAfter(db: Db, q: AccountListQuery, choice: SortChoice) {
  return async (after: CursorKey | null, limit: number) => {
    const where = and(
      accountFilters(q),
      after ? afterCursor(choice, depositAccounts.id, after) : undefined,
    );
    const rows = await selectAccounts(db)
      .where(where)
      .orderBy(...orderOf(choice, depositAccounts.id))
      .limit(limit);
    return rows.map(toAccount);
  };
}

export function fetchRequestsAfter(db: Db, q: RequestListQuery, choice: SortChoice) {
  return async (after: CursorKey | null, limit: number) => {
    const where = and(
      requestFilters(q),
      after ? afterCursor(choice, depositRequests.id, after) : undefined,
    );
    const rows = await selectRequests(db)
      .where(where)
      .orderBy(...orderOf(choice, depositRequests.id))
      .limit(limit);
    return rows.map(toRequest);
  };
}

export async function listAccounts(db: Db, q: AccountListQuery) {
  const choice = accountSort(q.sort);
  const where = accountFilters(q);
  return listInMode(
    q,
    choice,
    accountValue(choice),
    async (limit, offset) =>
      (
        await selectAccounts(db)
          .where(where)
          .orderBy(...orderOf(choice, depositAccounts.id))
          .limit(limit)
          .offset(offset)
      ).map(toAccount),
    async () => {
      const [row] = await db
        .select({ n: count() })
        .from(depositAccounts)
        .innerJoin(institutions, eq(institutions.id, depositAccounts.institutionId))
        .where(where);
      return row.n;
    },
    fetchAccountsAfter(db, q, choice),
  );
}

export async function listRequests(db: Db, q: RequestListQuery) {
  const choice = requestSort(q.sort);
  const where = requestFilters(q);
  return listInMode(
    q,
    choice,
    requestValue(choice),
    async (limit, offset) =>
      (
        await selectRequests(db)
          .where(where)
          .orderBy(...orderOf(choice, depositRequests.id))
          .limit(limit)
          .offset(offset)
      ).map(toRequest),
    async () => {
      const [row] = await db
        .select({ n: count() })
        .from(depositRequests)
        .innerJoin(depositAccounts, eq(depositAccounts.id, depositRequests.accountId))
        .innerJoin(institutions, eq(institutions.id, depositAccounts.institutionId))
        .where(where);
      return row.n;
    },
    fetchRequestsAfter(db, q, choice),
  );
}
