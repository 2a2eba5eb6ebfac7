import { displayWidth as stringWidth } from './width.ts';

export type Align = 'left' | 'right';

export interface TableLayout {
  widths: number[];
  /** Header and rows, each cell padded (or cut with …) to its column's display width. */
  header: string[];
  rows: string[][];
}

const GAP = 2;

/** Cuts text to at most `width` terminal columns, ending in … when it had to cut. */
export function truncateToWidth(text: string, width: number): string {
  if (stringWidth(text) <= width) return text;
  if (width <= 1) return width === 1 ? '…' : '';
  let out = '';
  let used = 0;
  for (const char of text) {
    const w = stringWidth(char);
    if (used + w > width - 1) break;
    out += char;
    used += w;
  }
  return out + '…';
}

const fills: string[] = [];

/** `n` spaces (the same few widths pad every row of a table). */
const fill = (n: number) => (n <= 0 ? '' : (fills[n] ??= ' '.repeat(n)));

export function padToWidth(text: string, width: number, align: Align): string {
  return padKnown(text, stringWidth(text), width, align);
}

/** padToWidth of a text whose display width `textWidth` is known. */
function padKnown(text: string, textWidth: number, width: number, align: Align): string {
  const pad = fill(width - textWidth);
  return align === 'right' ? pad + text : text + pad;
}

/** Column widths, and each row laid out to them on demand (so a long table is never held twice). */
export interface ColumnLayout {
  widths: number[];
  header: string[];
  /** Row `index` of the rows given, each cell padded (or cut with …) to its column's width. */
  row(index: number): string[];
}

/**
 * Column widths by display width (a CJK character takes two columns). When the table is wider
 * than the terminal, the widest left-aligned columns give way first; amounts and the key column
 * are never cut.
 */
export function layoutColumns(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  aligns: readonly Align[],
  maxWidth: number,
  /** A column never cut (the record's number, which `show` takes); none by default. */
  keyColumn?: number,
): ColumnLayout {
  // Each cell's display width is measured once, for the column widths and the padding.
  const n = header.length;
  const cellWidths = new Uint32Array(rows.length * n);
  const widths = header.map((h) => stringWidth(h));
  rows.forEach((r, row) => {
    for (let i = 0; i < n; i++) {
      const w = stringWidth(r[i] ?? '');
      cellWidths[row * n + i] = w;
      if (w > widths[i]) widths[i] = w;
    }
  });
  const total = () => widths.reduce((a, b) => a + b, 0) + GAP * (widths.length - 1);
  const minWidth = 6;
  while (total() > maxWidth) {
    let widest = -1;
    for (let i = 0; i < widths.length; i++) {
      // The key column is never cut, so it can be copied into `show`; amounts neither.
      if (i === keyColumn || aligns[i] === 'right' || widths[i] <= minWidth) continue;
      if (widest === -1 || widths[i] > widths[widest]) widest = i;
    }
    if (widest === -1) break;
    widths[widest] = Math.max(minWidth, widths[widest] - (total() - maxWidth));
  }
  // A cut column cuts the same texts on many rows (names repeat): each is cut once per column.
  const cut = widths.map(() => new Map<string, string>());
  const fitCell = (text: string, textWidth: number, i: number) => {
    if (textWidth <= widths[i]) return padKnown(text, textWidth, widths[i], aligns[i] ?? 'left');
    let fitted = cut[i].get(text);
    if (fitted === undefined) {
      fitted = padToWidth(truncateToWidth(text, widths[i]), widths[i], aligns[i] ?? 'left');
      if (cut[i].size < 10_000) cut[i].set(text, fitted);
    }
    return fitted;
  };
  return {
    widths,
    header: header.map((h, i) => fitCell(h, stringWidth(h), i)),
    row: (index) =>
      rows[index].map((c, i) =>
        i < n ? fitCell(c, cellWidths[index * n + i], i) : fitCell(c, stringWidth(c), i),
      ),
  };
}

/** layoutColumns with every row laid out. */
export function layoutTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  aligns: readonly Align[],
  maxWidth: number,
  keyColumn?: number,
): TableLayout {
  const layout = layoutColumns(header, rows, aligns, maxWidth, keyColumn);
  return { widths: layout.widths, header: layout.header, rows: rows.map((_, i) => layout.row(i)) };
}

export const COLUMN_GAP = ' '.repeat(GAP);
