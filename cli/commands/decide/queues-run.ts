import type { Factory } from '../../factory.ts';
import { printList } from '../../output/print.ts';
import { queueRows, queueShape } from './queue-rows.ts';
import type { QueueListOptions } from './queues.ts';

/** `qy deposits requests` / `qy merchants reviews`: the queue once, or followed with --watch. */
export async function runQueueList(opts: QueueListOptions, f: Factory): Promise<void> {
  if (opts.watch) {
    const { runQueueWatch } = await import('./watch-run.ts');
    return runQueueWatch(opts, f);
  }
  const client = await f.client();
  const { columns, csvColumns } = queueShape(opts.queue);
  await printList(f.output(), columns, async () => ({ rows: queueRows(client, opts) }), csvColumns);
}
