import type { IO } from '../io.ts';

/** json → array (or object for `show`), csv → RFC 4180, table → ink on a TTY, tsv when piped. */
export type OutputMode = 'json' | 'csv' | 'table' | 'tsv';

export function outputMode(flags: { json: boolean; csv: boolean }, io: IO): OutputMode {
  if (flags.json) return 'json';
  if (flags.csv) return 'csv';
  return io.stdoutIsTTY ? 'table' : 'tsv';
}
