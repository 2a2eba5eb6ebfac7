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

export function padToWidth(text: string, width: number, align: Align): string {
  const fill = ' '.repeat(Math.max(0, width - stringWidth(text)));
  return align === 'right' ? fill + text : text + fill;
}

/**
 * Column widths by display width (a CJK character takes two columns). When the table is wider
 * than the terminal, the widest left-aligned columns give way first; amounts and the key column
 * are never cut.
 */
export function layoutTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  aligns: readonly Align[],
  maxWidth: number,
  /** A column never cut (the record's number, which `show` takes); none by default. */
  keyColumn?: number,
): TableLayout {
  const widths = header.map((h, i) =>
    Math.max(stringWidth(h), ...rows.map((r) => stringWidth(r[i] ?? ''))),
  );
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
  const fit = (cells: readonly string[]) =>
    cells.map((c, i) => padToWidth(truncateToWidth(c, widths[i]), widths[i], aligns[i] ?? 'left'));
  return { widths, header: fit(header), rows: rows.map(fit) };
}

export const COLUMN_GAP = ' '.repeat(GAP);
