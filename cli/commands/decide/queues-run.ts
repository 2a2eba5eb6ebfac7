import {
  listDepositRequestsCursor,
  listMerchantReviewsCursor,
  type ApiClient,
  type DepositRequestQuery,
  type MerchantReviewQuery,
} from '#core/api';
import { UsageError } from '../../errors.ts';
import type { Factory } from '../../factory.ts';
import { printList } from '../../output/print.ts';
import { streamRows } from '../collect.ts';
import { queueShape, type QueueRow } from './queue-columns.ts';
import type { QueueListOptions } from './queues.ts';

/** The queue's rows under the options' filters, page by page, up to the options' limit. */
function queueRows(client: ApiClient, opts: QueueListOptions): AsyncIterable<QueueRow> {
  const query = {
    status: opts.status,
    kind: opts.kind,
    accountNo: opts.accountNo,
    q: opts.query,
    sort: opts.sort,
  };
  if (opts.queue === 'deposit-requests') {
    return streamRows(
      // --kind was checked against the queue's kinds (parseQueueListOptions).
      (request) =>
        listDepositRequestsCursor(client, { ...(query as DepositRequestQuery), ...request }),
      opts.limit,
    );
  }
  return streamRows(
    (request) =>
      listMerchantReviewsCursor(client, { ...(query as MerchantReviewQuery), ...request }),
    opts.limit,
  );
}

/** `qy deposits requests` / `qy merchants reviews`: the queue once, or followed with --watch. */
export async function runQueueList(opts: QueueListOptions, f: Factory): Promise<void> {
  if (opts.watch && f.globals.csv) {
    const command = opts.queue === 'deposit-requests' ? 'deposits requests' : 'merchants reviews';
    throw new UsageError(f.t('cli.usage.watchCsv'), command);
  }
  const client = await f.client();
  const rows = () => queueRows(client, opts);
  if (opts.watch) {
    const { runQueueWatch } = await import('./watch-run.ts');
    return runQueueWatch(opts, f, rows);
  }
  const { columns, csvColumns } = queueShape(opts.queue);
  await printList(f.output(), columns, async () => ({ rows: rows() }), csvColumns);
}
