/**
 * CSV as the server's exports and qy write it: RFC 4180 quoting, CRLF records, and a guard
 * against formula injection in spreadsheets (a cell starting with = + - @ tab or CR gets a
 * leading apostrophe; plain numbers such as -12.50 are left alone).
 */

/** UTF-8 byte-order mark: Excel reads the file as UTF-8 only with it. */
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]/;

/** What either rule below looks for: most cells have none of it and are taken at one test. */
const GUARDED_OR_QUOTED = /^[=+\-@\t\r]|[",\r\n]/;

/** One CSV cell: formula-guarded, quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (!GUARDED_OR_QUOTED.test(text)) return text;
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV record, CRLF-terminated. */
export function csvLine(cells: readonly unknown[]): string {
  return cells.map(csvCell).join(',') + '\r\n';
}
