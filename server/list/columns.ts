import { formatFen } from '#core/money';
import type { CsvColumn, Translate } from './source.ts';

/** A CSV column that shows a value as is. */
export const col = <T>(title: string, value: (row: T) => unknown): CsvColumn<T> => ({
  title,
  value: (row) => value(row),
});

/** A CSV column of money, formatted as the screen's money cells (¥1,234.56). */
export const money = <T>(title: string, fen: (row: T) => number): CsvColumn<T> => ({
  title,
  value: (row) => formatFen(fen(row)),
});

/** A CSV column of a translated label (status, kind, role): `prefix + value`. */
export const label = <T>(title: string, key: (row: T) => string): CsvColumn<T> => ({
  title,
  value: (row, t: Translate) => t(key(row)),
});
