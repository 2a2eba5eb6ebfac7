import { plainCell } from '../../output/cells.ts';
import { selectColumns } from '../../output/fields.ts';
import { pickFields, type JsonShape } from '../../output/json-shape.ts';
import type { OutputContext } from '../../output/print.ts';
import { safeJson } from '../../output/sanitize.ts';
import type { LiveView } from '../../output/tty/live-view.tsx';
import type { QueueRow, QueueShape } from './queue-columns.ts';
import type { QueueChange } from './watch-diff.ts';

/** Where a watch shows each listing: a view redrawn in place, or one line per change. */
export interface WatchSink {
  show(rows: readonly QueueRow[], changes: readonly QueueChange<QueueRow>[]): void;
  end(): Promise<void>;
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const clock = (d: Date) => `${pad2(d.getHours())}:${pad2(d.getMinutes())}:${pad2(d.getSeconds())}`;

/**
 * Piped: one line per added, changed or removed request. NDJSON with --json (`{"change":
 * "added", "request": {…}}`; --json=fields picks the request's keys, --jmespath applies to each
 * line), else TSV: `change` then the queue's columns (--fields), a header row first.
 */
export function lineSink(
  { io, t, mode, format }: OutputContext,
  shape: QueueShape,
  json: JsonShape | undefined,
): WatchSink {
  const columns = selectColumns(shape.columns, format?.fields, t);
  if (mode !== 'json' && format?.headers !== false) {
    io.out(['change', ...columns.map((c) => c.id)].join('\t'));
  }
  const jsonLine = ({ change, request }: QueueChange<QueueRow>) => {
    const picked = json?.fields?.length ? pickFields(request, json.fields, t) : request;
    const line = { change, request: picked };
    return safeJson(json?.query ? json.query(line) : line);
  };
  return {
    show(_rows, changes) {
      for (const change of changes) {
        if (io.stdoutClosed) return;
        if (mode === 'json') io.out(jsonLine(change));
        else
          io.out([change.change, ...columns.map((c) => plainCell(c, change.request))].join('\t'));
      }
    },
    async end() {},
  };
}

/**
 * On a terminal: the queue as a table, redrawn in place (ink) at every listing, under a line that
 * says when it was listed and how many requests changed.
 */
export async function terminalSink(
  { io, t, format }: OutputContext,
  shape: QueueShape,
): Promise<WatchSink> {
  const [{ startLiveView }, blocks] = await Promise.all([
    import('../../output/tty/live-view.tsx'),
    import('../../output/blocks.ts'),
  ]);
  const columns = selectColumns(shape.columns, format?.fields, t);
  const view: LiveView = startLiveView(io);
  return {
    show(rows, changes) {
      const status = t('cli.watch.status', {
        time: clock(new Date()),
        count: rows.length,
        changes: changes.length,
      });
      const table = rows.length
        ? [...blocks.tableLines(columns, rows, t, io.columns())]
        : [[{ text: t('cli.list.empty'), dim: true }]];
      view.show([[{ text: status, dim: true }], ...table]);
    },
    end: () => view.end(),
  };
}
