import type { DepositAccount, DepositRequest } from '#core/types';
import { column, type Column } from '../../output/columns.ts';

export const depositAccountColumns: readonly Column<DepositAccount>[] = [
  column('accountNo', 'cli.field.accountNo', 'text', (a) => a.accountNo),
  column('institution', 'cli.field.institution', 'text', (a) => a.institutionName),
  column('required', 'cli.field.required', 'money', (a) => a.requiredFen),
  column('paid', 'cli.field.paid', 'money', (a) => a.paidFen),
  column('frozen', 'cli.field.frozen', 'money', (a) => a.frozenFen),
  column('available', 'cli.field.available', 'money', (a) => a.availableFen),
  column('shortfall', 'cli.field.shortfall', 'money', (a) => a.shortfallFen),
  column('status', 'cli.field.status', 'status', (a) => a.status),
];

/** `show` adds what the list leaves out. */
export const depositAccountDetailColumns: readonly Column<DepositAccount>[] = [
  ...depositAccountColumns.slice(0, 2),
  column('merchant', 'cli.field.merchant', 'text', (a) =>
    a.merchantNo ? `${a.merchantNo} ${a.merchantName ?? ''}`.trim() : null,
  ),
  ...depositAccountColumns.slice(2),
  column('createdAt', 'cli.field.createdAt', 'time', (a) => a.createdAt),
  column('updatedAt', 'cli.field.updatedAt', 'time', (a) => a.updatedAt),
];

export const depositRequestColumns: readonly Column<DepositRequest>[] = [
  column('id', 'cli.field.id', 'text', (r) => r.id),
  column('kind', 'cli.field.kind', 'status', (r) => r.kind),
  column('amount', 'cli.field.amount', 'money', (r) => r.amountFen),
  column('status', 'cli.field.status', 'status', (r) => r.status),
  column('submitted', 'cli.field.submitted', 'text', (r) => r.submittedBy),
  column('submittedAt', 'cli.field.createdAt', 'time', (r) => r.submittedAt),
  column('decided', 'cli.field.decided', 'text', (r) => r.decidedBy),
  column('reason', 'cli.field.reason', 'text', (r) => r.reason),
];
