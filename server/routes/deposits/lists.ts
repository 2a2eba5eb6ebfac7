import { count, eq } from 'drizzle-orm';
import { depositAccountCsvColumns, depositRequestCsvColumns } from '#core/csv';
import type { DepositAccount, DepositRequest } from '#core/types';
import { depositAccounts, depositRequests, institutions } from '../../db/schema/index.ts';
import { type ListSource } from '../../list/source.ts';
import { countedBy, pagedRows } from '../../list/paged-rows.ts';
import type { AccountListQuery, RequestListQuery } from './inputs.ts';
import {
  accountFilters,
  requestFilters,
  selectAccounts,
  selectRequests,
  toAccount,
  toRequest,
} from './queries.ts';

/** Deposit accounts (BzjList): filters, sorts, the query and the screen's columns, once. */
export const depositAccountSource: ListSource<AccountListQuery, DepositAccount> = {
  name: 'deposit-accounts',
  id: depositAccounts.id,
  sorts: {
    accountNo: depositAccounts.accountNo,
    requiredFen: depositAccounts.requiredFen,
    paidFen: depositAccounts.paidFen,
    createdAt: depositAccounts.createdAt,
  },
  defaultSort: '-createdAt',
  filters: accountFilters,
  rows: pagedRows(selectAccounts, toAccount),
  count: countedBy((db) =>
    db
      .select({ n: count() })
      .from(depositAccounts)
      .innerJoin(institutions, eq(institutions.id, depositAccounts.institutionId)),
  ),
  columns: depositAccountCsvColumns,
};

/** Deposit requests (BzjCheckList, the review queue). */
export const depositRequestSource: ListSource<RequestListQuery, DepositRequest> = {
  name: 'deposit-requests',
  id: depositRequests.id,
  sorts: { submittedAt: depositRequests.submittedAt, amountFen: depositRequests.amountFen },
  defaultSort: '-submittedAt',
  filters: requestFilters,
  rows: pagedRows(selectRequests, toRequest),
  count: countedBy((db) =>
    db
      .select({ n: count() })
      .from(depositRequests)
      .innerJoin(depositAccounts, eq(depositAccounts.id, depositRequests.accountId))
      .innerJoin(institutions, eq(institutions.id, depositAccounts.institutionId)),
  ),
  columns: depositRequestCsvColumns,
};
