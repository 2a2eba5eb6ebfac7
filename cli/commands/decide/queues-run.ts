import {
  listDepositRequestsCursor,
  listMerchantReviewsCursor,
  type DepositRequestQuery,
  type MerchantReviewQuery,
} from '#core/api';
import { depositRequestCsvColumns, merchantReviewCsvColumns } from '#core/csv';
import type { DepositRequest, MerchantReview } from '#core/types';
import type { Factory } from '../../factory.ts';
import { column, type Column } from '../../output/columns.ts';
import { printList } from '../../output/print.ts';
import { streamRows } from '../collect.ts';
import type { QueueListOptions } from './queues.ts';

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

export async function runQueueList(opts: QueueListOptions, f: Factory): Promise<void> {
  const client = await f.client();
  const query = {
    status: opts.status,
    kind: opts.kind,
    accountNo: opts.accountNo,
    q: opts.query,
    sort: opts.sort,
  };
  if (opts.queue === 'deposit-requests') {
    await printList(
      f.output(),
      depositRequestQueueColumns,
      async () => ({
        rows: streamRows(
          (request) =>
            listDepositRequestsCursor(client, {
              // --kind was checked against the queue's kinds (parseQueueListOptions).
              ...(query as DepositRequestQuery),
              ...request,
            }),
          opts.limit,
        ),
      }),
      depositRequestCsvColumns,
    );
    return;
  }
  await printList(
    f.output(),
    merchantReviewQueueColumns,
    async () => ({
      rows: streamRows(
        (request) =>
          listMerchantReviewsCursor(client, {
            ...(query as MerchantReviewQuery),
            ...request,
          }),
        opts.limit,
      ),
    }),
    merchantReviewCsvColumns,
  );
}
