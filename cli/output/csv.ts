import { csvLine } from '#core/csv';
import { stripControl } from './sanitize.ts';

/**
 * One CSV record through core's CSV module (the server's exports use the same: quoting and the
 * formula guard). Line breaks inside a value are kept (normalised to LF); other control
 * characters from the server are removed first.
 */
export function csvRecord(values: readonly string[]): string {
  return csvLine(values.map((v) => stripControl(v.replace(/\r\n?/g, '\n'))));
}
