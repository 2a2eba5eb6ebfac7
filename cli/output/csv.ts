import { stripControl } from './sanitize.ts';

/**
 * One RFC 4180 field: quoted when it holds a comma, a quote or a line break; quotes doubled.
 * Line breaks inside a value are kept (normalised to LF); other control characters are removed.
 */
export function csvField(value: string): string {
  const clean = stripControl(value.replace(/\r\n?/g, '\n'));
  return /[",\n]/.test(clean) ? `"${clean.replace(/"/g, '""')}"` : clean;
}

/** One RFC 4180 record, CRLF-terminated. */
export function csvRecord(values: readonly string[]): string {
  return values.map(csvField).join(',') + '\r\n';
}
