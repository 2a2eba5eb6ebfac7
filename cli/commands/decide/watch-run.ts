import { listLogs, streamLogs } from '#core/api';
import type { Factory } from '../../factory.ts';
import { watchPipeReader } from '../../output/pipe-reader.ts';
import { idleTimeoutMs } from '../stream-idle.ts';
import { queueShape, type QueueRow } from './queue-columns.ts';
import type { QueueListOptions } from './queues.ts';
import { diffQueue, snapshotOf } from './watch-diff.ts';
import { lineSink, terminalSink } from './watch-output.ts';

/** Entries that arrive together (a batch decision) make one listing, not one each. */
const SETTLE_MS = 150;

/** The system log module a queue's submissions and decisions are audited under. */
const MODULE: Record<QueueListOptions['queue'], string> = {
  'deposit-requests': 'deposits',
  'merchant-reviews': 'merchants',
};

/**
 * `--watch` on a review queue: lists it, then follows the server's live system log (SSE, the
 * stream `qy logs tail` reads) for the queue's module and lists it again after each entry, and
 * after a reconnect (entries may have been missed). Ends with exit 0 on Ctrl-C or when the
 * reader of stdout goes away; a session that ends (signed out, expired, token revoked) ends it
 * with the login-expired error (exit 3).
 */
export async function runQueueWatch(
  opts: QueueListOptions,
  f: Factory,
  /** The queue under the options' filters, listed anew at each call. */
  queueRows: () => AsyncIterable<QueueRow>,
): Promise<void> {
  const { t } = f;
  const client = await f.client();
  const io = f.io();
  const output = f.output();
  const shape = queueShape(opts.queue);
  const jsonShape = await f.jsonShape();
  // Where the stream resumes: every entry after this one may change the queue.
  const newest = await listLogs(client, { page: 1, pageSize: 1 });
  const controller = new AbortController();
  const stop = () => controller.abort();
  let failure: unknown;
  let snapshot = snapshotOf<QueueRow>([]);
  const sink =
    output.mode === 'table'
      ? await terminalSink(output, shape)
      : lineSink(output, shape, jsonShape);
  const relist = async () => {
    const rows: QueueRow[] = [];
    for await (const row of queueRows()) rows.push(row);
    const next = snapshotOf(rows);
    sink.show(next.rows, diffQueue(snapshot, next));
    snapshot = next;
  };
  // One listing at a time; a request while one runs makes one more after it.
  let wanted = false;
  let running: Promise<void> | undefined;
  const request = () => {
    wanted = true;
    running ??= (async () => {
      while (wanted && !controller.signal.aborted) {
        wanted = false;
        await new Promise((r) => setTimeout(r, SETTLE_MS));
        await relist();
      }
    })()
      .catch((error: unknown) => {
        failure = error;
        stop();
      })
      .finally(() => (running = undefined));
  };
  const unsubscribe = f.onInterrupt(stop);
  io.onStdoutClosed(stop);
  const unwatch = watchPipeReader(io.stdout as { fd?: unknown }, stop);
  let dropped = false;
  try {
    await relist();
    await streamLogs(client, {
      query: { module: MODULE[opts.queue] },
      lastEventId: newest.items[0]?.id ?? 0,
      signal: controller.signal,
      retryMs: 1000,
      idleTimeoutMs: idleTimeoutMs(f.environment.env),
      onEntry: request,
      onOpen() {
        if (dropped) request();
        dropped = false;
      },
      onServerDraining() {
        if (!dropped) io.err(`qy: ${t('cli.logs.restarting')}`);
        dropped = true;
      },
      onError() {
        if (!dropped) io.err(`qy: ${t('cli.logs.reconnecting')}`);
        dropped = true;
      },
    });
    await running;
    if (failure) throw failure;
  } finally {
    unsubscribe();
    unwatch();
    await sink.end();
  }
}
