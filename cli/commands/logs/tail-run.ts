import { listLogsCursor, streamLogs } from '#core/api';
import type { Factory } from '../../factory.ts';
import type { LogsTailOptions } from './tail.ts';
import { createLogPrinter } from './printer.ts';

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

/** Fetches at most this many recent entries in one call (the server's cursor page limit). */
const MAX_RECENT = 1000;

/**
 * Prints the last N matching entries, then follows the live stream from the newest id it knows,
 * so nothing written in between is lost or printed twice. Ends on Ctrl-C or when the reader of
 * stdout goes away, with a one-line summary on stderr.
 */
export async function runLogsTail(opts: LogsTailOptions, f: Factory): Promise<void> {
  const client = await f.client();
  const io = f.io();
  const { t } = f;
  const printer = createLogPrinter(f.output());
  const query = {
    module: opts.module,
    username: opts.username,
    action: opts.action,
    result: opts.result,
    since: opts.since,
  };

  // The newest id of the whole log first: entries that match the filters and arrive after the
  // recent list are then all above the resume point.
  const newest = await listLogsCursor(client, { cursor: '', limit: 1 });
  let resumeAfter = newest.items[0]?.id ?? 0;
  if (opts.lines > 0) {
    const recent = await listLogsCursor(client, {
      ...query,
      cursor: '',
      limit: Math.min(opts.lines, MAX_RECENT),
    });
    const oldestFirst = [...recent.items].sort((a, b) => a.id - b.id);
    for (const entry of oldestFirst) printer.print(entry);
    resumeAfter = Math.max(resumeAfter, oldestFirst.at(-1)?.id ?? 0);
  }

  const started = f.now();
  let followed = 0;
  let lastId = resumeAfter;
  let dropped = false;
  const controller = new AbortController();
  const stop = () => controller.abort();
  const unsubscribe = f.onInterrupt(stop);
  io.onStdoutClosed(stop);
  try {
    await streamLogs(client, {
      query,
      lastEventId: resumeAfter,
      signal: controller.signal,
      retryMs: 1000,
      onEntry(entry) {
        printer.print(entry);
        followed += 1;
        lastId = entry.id;
      },
      onOpen() {
        if (dropped) io.err(`qy: ${t('cli.logs.resumed', { id: lastId })}`);
        dropped = false;
      },
      onError() {
        if (!dropped) io.err(`qy: ${t('cli.logs.reconnecting')}`);
        dropped = true;
      },
    });
  } finally {
    unsubscribe();
  }
  io.err(
    `qy: ${t('cli.logs.summary', { count: followed, duration: formatDuration(f.now() - started) })}`,
  );
}
