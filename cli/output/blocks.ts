import type { IO } from '../io.ts';
import type { Translate } from '../text.ts';
import { paint, type Style } from './ansi.ts';
import { displayCell, statusColor } from './cells.ts';
import type { Column } from './columns.ts';
import { COLUMN_GAP, layoutColumns, padToWidth, type Align } from './layout.ts';
import { displayWidth as stringWidth } from './width.ts';
import { createChunkWriter } from './writer.ts';

/** A piece of a styled terminal line. */
export interface Span {
  text: string;
  color?: string;
  bold?: boolean;
  dim?: boolean;
}

/** What the terminal view prints: lines of styled spans, already laid out. */
export type StyledLine = Span[];

/**
 * A list as a laid-out table: bold header, right-aligned amounts, coloured status cells. The
 * cells and widths are worked out here; each line is made only when it is taken (written), so a
 * long table is never held as padded lines too: short-lived garbage is cheap, 30,000 kept lines
 * were not (the collector copied them between generations).
 */
export function tableLines<T>(
  columns: readonly Column<T>[],
  rows: readonly T[],
  t: Translate,
  maxWidth: number,
): Iterable<StyledLine> {
  const aligns: Align[] = columns.map((c) =>
    c.kind === 'money' || c.kind === 'percent' ? 'right' : 'left',
  );
  const header = columns.map((c) => t(c.header));
  // Status labels repeat on every row: each message is formatted once, not 30,000 times.
  const labels = new Map<string, string>();
  const label: Translate = (key, values) => {
    if (values) return t(key, values);
    let text = labels.get(key);
    if (text === undefined) labels.set(key, (text = t(key)));
    return text;
  };
  const cells = rows.map((row) => columns.map((c) => displayCell(c, row, label)));
  // The first column of every list is its key (account, settlement, token number).
  const layout = layoutColumns(header, cells, aligns, maxWidth, 0);
  // One span per run of unstyled text (a row is mostly plain, its status coloured): at 30,000
  // rows, an object per cell and per gap made garbage collection the largest cost of the table.
  const join = (spans: Span[]): StyledLine => {
    const line: Span[] = [];
    let plain = '';
    for (let i = 0; i < spans.length; i++) {
      if (i > 0) plain += COLUMN_GAP;
      const span = spans[i];
      if (span.color || span.bold || span.dim) {
        if (plain) line.push({ text: plain });
        line.push(span);
        plain = '';
      } else plain += span.text;
    }
    if (plain) line.push({ text: plain });
    return line;
  };
  const headerLine = join(layout.header.map((text) => ({ text, bold: true })));
  // Rows straight into spans (what join makes of them): a status cell is always coloured.
  const isStatus = columns.map((c) => c.kind === 'status');
  const bodyLine = (r: number): StyledLine => {
    const line = layout.row(r);
    const spans: Span[] = [];
    let plain = '';
    for (let i = 0; i < line.length; i++) {
      if (i > 0) plain += COLUMN_GAP;
      if (!isStatus[i]) {
        plain += line[i];
        continue;
      }
      if (plain) spans.push({ text: plain });
      plain = '';
      spans.push({ text: line[i], color: statusColor(String(columns[i].get(rows[r]) ?? '')) });
    }
    if (plain) spans.push({ text: plain });
    return spans;
  };
  return (function* () {
    yield headerLine;
    for (let r = 0; r < rows.length; r++) yield bodyLine(r);
  })();
}

/** A record as aligned `Label  value` lines (the terminal view of `show`). */
export function recordLines<T>(
  columns: readonly Column<T>[],
  record: T,
  t: Translate,
): StyledLine[] {
  const labels = columns.map((c) => t(c.header));
  const width = Math.max(...labels.map((l) => stringWidth(l)));
  return columns.map((c, i) => {
    const text = displayCell(c, record, t);
    const value: Span =
      c.kind === 'status' ? { text, color: statusColor(String(c.get(record) ?? '')) } : { text };
    return [{ text: padToWidth(labels[i], width, 'left'), dim: true }, { text: COLUMN_GAP }, value];
  });
}

/** A styled line as terminal text: SGR colour, bold and dim when colour is on, plain otherwise. */
export function lineAnsi(line: StyledLine, color: boolean): string {
  let out = '';
  for (const span of line) {
    let text = span.text;
    if (span.color) text = paint(text, span.color as Style, color);
    if (span.dim) text = paint(text, 'dim', color);
    // NO_COLOR / --no-color / a pipe: no SGR at all, bold included (issue 25).
    if (span.bold) text = paint(text, 'bold', color);
    out += text;
  }
  return out;
}

/**
 * Laid-out lines straight to the terminal, in chunks with backpressure (through ink, 30,000 rows
 * took 13× as long as the same rows piped).
 */
export async function writeLines(io: IO, lines: Iterable<StyledLine>): Promise<void> {
  const writer = createChunkWriter(io);
  for (const line of lines) await writer.write((lineAnsi(line, io.color) || ' ') + '\n');
  await writer.end();
}
