import type { CliMessageKey } from '../text.ts';

/**
 * How one column of a list is read and shown. `text` and `time` print as they are (times in the
 * table are shortened), `money` is integer fen (yuan with two decimals when printed), `status` is
 * a machine value the table translates and colours, `percent` is basis points, `flag` is 'true' or
 * 'false' (as TSV and CSV print it; the table says yes or no in the chosen language).
 */
export type ColumnKind = 'text' | 'money' | 'status' | 'time' | 'percent' | 'flag';

export interface Column<T> {
  /** Stable header of TSV and CSV output. */
  id: string;
  /** Localised header of the terminal table. */
  header: CliMessageKey;
  kind: ColumnKind;
  get(row: T): string | number | null;
}

export function column<T>(
  id: string,
  header: CliMessageKey,
  kind: ColumnKind,
  get: (row: T) => string | number | null,
): Column<T> {
  return { id, header, kind, get };
}
