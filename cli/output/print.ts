import {
  CSV_BOM,
  csvLine,
  csvRecordWriter,
  csvTitles,
  type CsvColumn,
  type CsvTranslate,
} from '#core/csv';
import type { Locale } from '#core/errors';
import type { IO } from '../io.ts';
import type { Translate } from '../text.ts';
import type * as Blocks from './blocks.ts';
import type { StyledLine } from './blocks.ts';
import type { TtyView } from './tty/view.tsx';
import { plainCell } from './cells.ts';
import type { Column } from './columns.ts';
import { pickFields, shapeJson, type JsonShape } from './json-shape.ts';
import { csvRecord } from './csv.ts';
import { selectColumns, type TextFormat } from './fields.ts';
import type { OutputMode } from './mode.ts';
import { safeJson, stripControl } from './sanitize.ts';
import { createChunkWriter } from './writer.ts';

export interface OutputContext {
  io: IO;
  t: Translate;
  /** The language of --csv headers and labels (the server export's locale). */
  locale: Locale;
  mode: OutputMode;
  /** --fields, --no-headers and --bom (TSV and CSV). */
  format?: TextFormat;
  /** --json=fields / --fields and --jmespath for JSON output (compiled on first use). */
  jsonShape?: () => Promise<JsonShape | undefined>;
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

/** How `--csv` writes rows: the header cells and one record per row. */
interface CsvShape<T> {
  header: readonly string[];
  record(row: T): string;
}

/**
 * `--csv` of a list with a server export (`exportColumns`, core/csv): the export's columns,
 * header titles in the chosen locale and cells, so the file equals the server's export.csv.
 * Lists without one: the stable column ids and plain cells. Terminal control is removed only
 * when the CSV goes to a terminal.
 */
async function csvShape<T>(
  ctx: OutputContext,
  allColumns: readonly Column<T>[],
  exportColumns: readonly CsvColumn<T>[] | undefined,
  fields: readonly string[] | undefined,
): Promise<CsvShape<T>> {
  if (!exportColumns) {
    const columns = selectColumns(allColumns, fields, ctx.t);
    return {
      header: columns.map((c) => c.id),
      record: (row) => csvRecord(columns.map((c) => plainCell(c, row, true))),
    };
  }
  const columns = selectColumns(exportColumns, fields, ctx.t);
  const { exportTranslate } = await import('./csv-export.ts');
  const tr = await exportTranslate(ctx.locale);
  // On a terminal, control characters from the server are removed from the cells (labels are ours).
  const shown = ctx.io.stdoutIsTTY
    ? columns.map((c) => ({
        ...c,
        value: (row: T, t: CsvTranslate) => {
          const v = c.value(row, t);
          return typeof v === 'string' ? stripControl(v) : v;
        },
      }))
    : columns;
  return { header: csvTitles(columns, tr), record: csvRecordWriter(shown, tr) };
}

/**
 * Runs `load` and prints its rows in the chosen mode. JSON, CSV and TSV are written as rows
 * arrive (page by page for `--all`), so memory stays flat; only the terminal table needs every
 * row for its widths. ink is used only for the spinner while a terminal waits. `exportColumns`
 * makes `--csv` the server's export of the same list.
 */
export async function printList<T>(
  ctx: OutputContext,
  allColumns: readonly Column<T>[],
  load: () => Promise<Loaded<T>>,
  exportColumns?: readonly CsvColumn<T>[],
): Promise<void> {
  const { io, t, mode, format = { headers: true, bom: false } } = ctx;
  const csv = mode === 'csv' ? await csvShape(ctx, allColumns, exportColumns, format.fields) : null;
  // JSON keeps record keys (jsonShape), not table columns: --fields names keys there.
  const columns = csv || mode === 'json' ? allColumns : selectColumns(allColumns, format.fields, t);
  if (mode === 'table') {
    await withTtyView(ctx, load, async ({ rows, notes }, blocks) => {
      const all: T[] = [];
      for await (const row of asAsync(rows)) all.push(row);
      const tail = noteLines(notesOf(notes));
      if (all.length === 0) return [[{ text: t('cli.list.empty'), dim: true }], ...tail];
      return (function* () {
        yield* blocks.tableLines(columns, all, t, io.columns());
        yield* tail;
      })();
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
  const shape = mode === 'json' ? await ctx.jsonShape?.() : undefined;
  if (mode === 'json' && shape?.query) {
    // A query needs the whole document (`length(@)`, `sort_by`): collected, then transformed.
    const all: T[] = [];
    await each(async (row) => void all.push(row));
    await out.write(safeJson(shapeJson(all, shape, t), 2) + '\n');
  } else if (mode === 'json') {
    // A JSON array written element by element: valid JSON, never held whole in memory.
    const fields = shape?.fields;
    const shown = (row: T) => (fields?.length ? pickFields(row, fields, t) : row);
    // An unknown key is refused on the first row, before anything is written.
    if (!next.done) shown(next.value);
    await out.write('[');
    await each((row, i) => out.write((i === 0 ? '' : ',') + safeJson(shown(row))));
    await out.write(']\n');
  } else if (csv) {
    if (format.bom) await out.write(CSV_BOM);
    if (format.headers) await out.write(csvLine(csv.header));
    await each((row) => out.write(csv.record(row)));
  } else {
    if (format.headers) await out.write(columns.map((c) => c.id).join('\t') + '\n');
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
    await withTtyView(ctx, load, async (record, blocks) => [
      ...blocks.recordLines(columns, record, t),
      ...(extra ? extra(record) : []),
    ]);
    return;
  }
  const record = await load();
  if (mode === 'json') io.out(safeJson(shapeJson(record, await ctx.jsonShape?.(), t), 2));
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

/** How long a terminal waits before the spinner (and ink with it) is worth loading. */
const SPINNER_DELAY_MS = 150;

/**
 * The terminal view of a result: a spinner (ink) while `load` takes longer than a moment, then
 * the laid-out lines written directly. A quick answer never loads ink or React (~150–300 ms of
 * module compiling); the table's layout module loads while the request is under way.
 */
async function withTtyView<R>(
  { io, t }: OutputContext,
  load: () => Promise<R>,
  toLines: (result: R, blocks: typeof Blocks) => Promise<Iterable<StyledLine>>,
): Promise<void> {
  const blocksLoaded = import('./blocks.ts');
  let settled = false;
  let view: Promise<TtyView | undefined> = Promise.resolve(undefined);
  const timer = setTimeout(() => {
    view = import('./tty/view.tsx').then(({ startTtyView }) =>
      settled ? undefined : startTtyView(io, t('cli.list.loading')),
    );
  }, SPINNER_DELAY_MS);
  let lines: Iterable<StyledLine>;
  try {
    lines = await toLines(await load(), await blocksLoaded);
  } catch (error) {
    settled = true;
    clearTimeout(timer);
    await (await view)?.abort();
    throw error;
  } finally {
    settled = true;
    clearTimeout(timer);
  }
  const spinner = await view;
  if (spinner) await spinner.finish(lines);
  else await (await blocksLoaded).writeLines(io, lines);
}
