import type { IO } from '../io.ts';
import type { Translate } from '../text.ts';
import { recordLines, tableLines, type StyledLine } from './blocks.ts';
import { plainCell } from './cells.ts';
import type { Column } from './columns.ts';
import { csvRecord } from './csv.ts';
import type { OutputMode } from './mode.ts';
import { safeJson } from './sanitize.ts';

export interface OutputContext {
  io: IO;
  t: Translate;
  mode: OutputMode;
}

export interface Loaded<T> {
  rows: T[];
  /** Summary lines (totals): under the table on a terminal, `# …` on stderr otherwise. */
  notes?: string[];
}

/**
 * Runs `load` and prints its rows in the chosen mode. Only the terminal table imports ink (and
 * shows a spinner while loading), so pipes and scripts never pay for it.
 */
export async function printList<T>(
  ctx: OutputContext,
  columns: readonly Column<T>[],
  load: () => Promise<Loaded<T>>,
): Promise<void> {
  const { io, t, mode } = ctx;
  if (mode === 'table') {
    await withTtyView(ctx, load, ({ rows, notes = [] }) => {
      if (rows.length === 0)
        return [[{ text: t('cli.list.empty'), dim: true }], ...noteLines(notes)];
      return [...tableLines(columns, rows, t, io.columns()), ...noteLines(notes)];
    });
    return;
  }
  const { rows, notes = [] } = await load();
  if (mode === 'json') io.out(safeJson(rows));
  else if (mode === 'csv') {
    io.stdout.write(csvRecord(columns.map((c) => c.id)));
    for (const row of rows) io.stdout.write(csvRecord(columns.map((c) => plainCell(c, row, true))));
  } else {
    io.out(columns.map((c) => c.id).join('\t'));
    for (const row of rows) io.out(columns.map((c) => plainCell(c, row)).join('\t'));
  }
  for (const note of notes) io.err(`# ${note}`);
}

/** Prints one record: JSON object, one-row CSV, `id<TAB>value` lines, or a labelled view. */
export async function printRecord<T>(
  ctx: OutputContext,
  columns: readonly Column<T>[],
  load: () => Promise<T>,
  extra?: (record: T) => StyledLine[],
): Promise<void> {
  const { io, t, mode } = ctx;
  if (mode === 'table') {
    await withTtyView(ctx, load, (record) => [
      ...recordLines(columns, record, t),
      ...(extra ? extra(record) : []),
    ]);
    return;
  }
  const record = await load();
  if (mode === 'json') io.out(safeJson(record, 2));
  else if (mode === 'csv') {
    io.stdout.write(csvRecord(columns.map((c) => c.id)));
    io.stdout.write(csvRecord(columns.map((c) => plainCell(c, record, true))));
  } else {
    for (const c of columns) io.out(`${c.id}\t${plainCell(c, record)}`);
  }
}

function noteLines(notes: string[]): StyledLine[] {
  return notes.map((n) => [{ text: n, dim: true }]);
}

async function withTtyView<R>(
  { io, t }: OutputContext,
  load: () => Promise<R>,
  toLines: (result: R) => StyledLine[],
): Promise<void> {
  const { startTtyView } = await import('./tty/view.tsx');
  const view = startTtyView(io, t('cli.list.loading'));
  let result: R;
  try {
    result = await load();
  } catch (error) {
    await view.abort();
    throw error;
  }
  await view.finish(toLines(result));
}
