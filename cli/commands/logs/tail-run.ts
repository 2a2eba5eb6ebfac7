import { listLogs, streamLogs } from '#core/api';
import { Code } from '#core/errors';
import { watchPipeReader } from '../../output/pipe-reader.ts';
import type { LogEntry } from '#core/types';
import type { Factory } from '../../factory.ts';
import type { LogsTailOptions } from './tail.ts';
import { createLogPrinter } from './printer.ts';
import { idleTimeoutMs } from '../stream-idle.ts';

/** '3m04s', '12s', '1h02m03s'. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  if (h > 0) return `${h}h${two(m)}m${two(s)}s`;
  if (m > 0) return `${m}m${two(s)}s`;
  return `${s}s`;
}

/** The server's largest page in page mode (newest first). */
const MAX_PAGE_SIZE = 100;

/**
 * Prints the last N matching entries, then follows the live stream from the newest id it knows,
 * so nothing written in between is lost or printed twice. Ends on Ctrl-C or when the reader of
 * stdout goes away, with a one-line summary on stderr.
 */
export async function runLogsTail(opts: LogsTailOptions, f: Factory): Promise<void> {
  const client = await f.client();
  const io = f.io();
  const { t } = f;
  const printer = createLogPrinter(f.output(), await f.jsonShape());
  const query = {
    module: opts.module,
    username: opts.username,
    action: opts.action,
    result: opts.result,
    since: opts.since,
  };

  // The newest id of the whole log first: entries that match the filters and arrive after the
  // recent list are then all above the resume point.
  const newest = await listLogs(client, { page: 1, pageSize: 1 });
  let resumeAfter = newest.items[0]?.id ?? 0;
  const recent: LogEntry[] = [];
  for (let page = 1; recent.length < opts.lines; page++) {
    const pageSize = Math.min(MAX_PAGE_SIZE, opts.lines);
    const { items } = await listLogs(client, { ...query, page, pageSize });
    recent.push(...items.slice(0, opts.lines - recent.length));
    if (items.length < pageSize) break;
  }
  const oldestFirst = recent.sort((a, b) => a.id - b.id);
  // The summary counts every entry written, the backlog too (`-n 3 | head -2` printed 3, not 0).
  let printed = 0;
  for (const entry of oldestFirst) {
    if (io.stdoutClosed) break;
    printer.print(entry);
    printed += 1;
  }
  resumeAfter = Math.max(resumeAfter, oldestFirst.at(-1)?.id ?? 0);

  const started = f.now();
  let lastId = resumeAfter;
  let dropped = false;
  const controller = new AbortController();
  const stop = () => controller.abort();
  const unsubscribe = f.onInterrupt(stop);
  io.onStdoutClosed(stop);
  // `qy logs tail | head -1`: end when head is gone, not at the next entry's EPIPE.
  const unwatch = watchPipeReader(io.stdout as { fd?: unknown }, stop);
  const idleMs = idleTimeoutMs(f.environment.env);
  try {
    await streamLogs(client, {
      query,
      lastEventId: resumeAfter,
      signal: controller.signal,
      retryMs: 1000,
      idleTimeoutMs: idleMs,
      onEntry(entry) {
        printer.print(entry);
        printed += 1;
        lastId = entry.id;
      },
      onOpen() {
        if (dropped) io.err(`qy: ${t('cli.logs.resumed', { id: lastId })}`);
        dropped = false;
      },
      // A server shutting down says so: no error, the tail reconnects (another instance, or this one back).
      onServerDraining() {
        if (!dropped) io.err(`qy: ${t('cli.logs.restarting')}`);
        dropped = true;
      },
      onError(error) {
        if (error.code === Code.Timeout) {
          io.err(`qy: ${t('cli.logs.idle', { seconds: idleMs / 1000 })}`);
        } else if (!dropped) io.err(`qy: ${t('cli.logs.reconnecting')}`);
        dropped = true;
      },
    });
  } finally {
    unsubscribe();
    unwatch();
  }
  io.err(
    `qy: ${t('cli.logs.summary', { count: printed, duration: formatDuration(f.now() - started) })}`,
  );
}
