import { count, eq } from 'drizzle-orm';
import type { DepositAccount, DepositRequest } from '#core/types';
import { depositAccounts, depositRequests, institutions } from '../../db/schema/index.ts';
import { col, label, money } from '../../list/columns.ts';
import { type ListSource, countedBy, pagedRows } from '../../list/source.ts';
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
  columns: [
    col('deposits.field.accountNo', (a) => a.accountNo),
    col('deposits.field.institution', (a) => a.institutionName),
    col('deposits.field.merchant', (a) => a.merchantName ?? ''),
    money('deposits.field.required', (a) => a.requiredFen),
    money('deposits.field.paid', (a) => a.paidFen),
    money('deposits.field.frozen', (a) => a.frozenFen),
    money('deposits.field.available', (a) => a.availableFen),
    money('deposits.field.shortfall', (a) => a.shortfallFen),
    label('data.common.status', (a) => `status.deposit.${a.status}`),
    col('data.common.createdAt', (a) => a.createdAt),
  ],
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
  columns: [
    col('deposits.field.accountNo', (r) => r.accountNo),
    col('deposits.field.institution', (r) => r.institutionName),
    label('review.field.kind', (r) => `requestKind.deposit.${r.kind}`),
    money('review.field.amount', (r) => r.amountFen),
    col('review.field.note', (r) => r.note),
    col('review.field.submittedBy', (r) => r.submittedBy),
    col('review.field.submittedAt', (r) => r.submittedAt),
    label('data.common.status', (r) => `status.decision.${r.status}`),
    col('review.field.decidedBy', (r) => r.decidedBy ?? ''),
    col('review.field.reason', (r) => r.reason ?? ''),
  ],
};
