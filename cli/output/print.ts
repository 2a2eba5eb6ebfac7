import type { IO } from '../io.ts';
import type { Translate } from '../text.ts';
import { recordLines, tableLines, type StyledLine } from './blocks.ts';
import { plainCell } from './cells.ts';
import type { Column } from './columns.ts';
import { csvRecord } from './csv.ts';
import { selectColumns, type TextFormat } from './fields.ts';
import type { OutputMode } from './mode.ts';
import { safeJson } from './sanitize.ts';
import { createChunkWriter } from './writer.ts';

export interface OutputContext {
  io: IO;
  t: Translate;
  mode: OutputMode;
  /** --fields, --no-headers and --bom (TSV and CSV). */
  format?: TextFormat;
}

export interface Loaded<T> {
  /** All rows, or rows as they arrive page by page (printed as they come, flat memory). */
  rows: T[] | AsyncIterable<T>;
  /** Summary lines (totals): under the table on a terminal, `# …` on stderr otherwise. */
  notes?: string[] | (() => string[]);
}

const notesOf = (notes: Loaded<unknown>['notes']) =>
  typeof notes === 'function' ? notes() : (notes ?? []);

async function* asAsync<T>(rows: T[] | AsyncIterable<T>): AsyncIterable<T> {
  yield* rows;
}

/**
 * Runs `load` and prints its rows in the chosen mode. JSON, CSV and TSV are written as rows
 * arrive (page by page for `--all`), so memory stays flat; only the terminal table needs every
 * row for its widths. ink is used only for the spinner while a terminal waits.
 */
export async function printList<T>(
  ctx: OutputContext,
  allColumns: readonly Column<T>[],
  load: () => Promise<Loaded<T>>,
): Promise<void> {
  const { io, t, mode, format = { headers: true, bom: false } } = ctx;
  const columns = selectColumns(allColumns, format.fields, t);
  if (mode === 'table') {
    await withTtyView(ctx, load, async ({ rows, notes }) => {
      const all: T[] = [];
      for await (const row of asAsync(rows)) all.push(row);
      const tail = noteLines(notesOf(notes));
      if (all.length === 0) return [[{ text: t('cli.list.empty'), dim: true }], ...tail];
      return [...tableLines(columns, all, t, io.columns()), ...tail];
    });
    return;
  }
  const { rows, notes } = await load();
  const iterator = asAsync(rows)[Symbol.asyncIterator]();
  // The first page is awaited before anything is written: its errors leave stdout empty.
  let next = await iterator.next();
  const each = async (print: (row: T, index: number) => Promise<void>) => {
    for (let i = 0; !next.done && !io.stdoutClosed; i++) {
      await print(next.value, i);
      next = await iterator.next();
    }
    if (!next.done) await iterator.return?.();
  };
  const out = createChunkWriter(io);
  const header = columns.map((c) => c.id);
  if (mode === 'json') {
    // A JSON array written element by element: valid JSON, never held whole in memory.
    await out.write('[');
    await each((row, i) => out.write((i === 0 ? '' : ',') + safeJson(row)));
    await out.write(']\n');
  } else if (mode === 'csv') {
    if (format.bom) await out.write('\uFEFF');
    if (format.headers) await out.write(csvRecord(header));
    await each((row) => out.write(csvRecord(columns.map((c) => plainCell(c, row, true)))));
  } else {
    if (format.headers) await out.write(header.join('\t') + '\n');
    await each((row) => out.write(columns.map((c) => plainCell(c, row)).join('\t') + '\n'));
  }
  await out.end();
  for (const note of notesOf(notes)) io.err(`# ${note}`);
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
    await withTtyView(ctx, load, async (record) => [
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
  toLines: (result: R) => Promise<StyledLine[]>,
): Promise<void> {
  const { startTtyView } = await import('./tty/view.tsx');
  const view = startTtyView(io, t('cli.list.loading'));
  let lines: StyledLine[];
  try {
    lines = await toLines(await load());
  } catch (error) {
    await view.abort();
    throw error;
  }
  await view.finish(lines);
}
