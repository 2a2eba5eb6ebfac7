import { depositRequestCsvColumns, merchantReviewCsvColumns, type CsvColumn } from '#core/csv';
import type { DepositRequest, MerchantReview } from '#core/types';
import { column, type Column } from '../../output/columns.ts';
import type { QueueListOptions } from './queues.ts';

/** A request of either review queue (both have a numeric id and a status). */
export type QueueRow = DepositRequest | MerchantReview;

const depositRequestQueueColumns: readonly Column<DepositRequest>[] = [
  column('id', 'cli.field.id', 'text', (r) => r.id),
  column('accountNo', 'cli.field.accountNo', 'text', (r) => r.accountNo),
  column('institution', 'cli.field.institution', 'text', (r) => r.institutionName),
  column('kind', 'cli.field.kind', 'status', (r) => r.kind),
  column('amount', 'cli.field.amount', 'money', (r) => r.amountFen),
  column('status', 'cli.field.status', 'status', (r) => r.status),
  column('submitted', 'cli.field.submitted', 'text', (r) => r.submittedBy),
  column('submittedAt', 'cli.field.createdAt', 'time', (r) => r.submittedAt),
  column('reason', 'cli.field.reason', 'text', (r) => r.reason),
];

const merchantReviewQueueColumns: readonly Column<MerchantReview>[] = [
  column('id', 'cli.field.id', 'text', (r) => r.id),
  column('merchantNo', 'cli.field.merchant', 'text', (r) => r.merchantNo),
  column('merchantName', 'cli.field.name', 'text', (r) => r.merchantName),
  column('kind', 'cli.field.kind', 'status', (r) => r.kind),
  column('status', 'cli.field.status', 'status', (r) => r.status),
  column('submitted', 'cli.field.submitted', 'text', (r) => r.submittedBy),
  column('submittedAt', 'cli.field.createdAt', 'time', (r) => r.submittedAt),
  column('reason', 'cli.field.reason', 'text', (r) => r.reason),
];

/** What a queue is printed with: its table / TSV columns and the server export's CSV columns. */
export interface QueueShape {
  columns: readonly Column<QueueRow>[];
  csvColumns: readonly CsvColumn<QueueRow>[];
}

/** The columns of `queue` (the first one, the request id, is what approve and reject take). */
export function queueShape(queue: QueueListOptions['queue']): QueueShape {
  return (
    queue === 'deposit-requests'
      ? { columns: depositRequestQueueColumns, csvColumns: depositRequestCsvColumns }
      : { columns: merchantReviewQueueColumns, csvColumns: merchantReviewCsvColumns }
  ) as QueueShape;
}
