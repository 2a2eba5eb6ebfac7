import { bpToPercentString } from '../money/basis-points.ts';
import { csvCell } from './cell.ts';
import { fenToYuanString } from '../money/format-fen.ts';

/** Looks up a message (a column title, a status label) in the export's locale. */
export type CsvTranslate = (key: string) => string;

/**
 * One column of a list's CSV export, shared by the server's `export.csv` and `qy … --csv`: a
 * stable id (qy's `--fields`), the title (an i18n key: the header in the request's locale) and
 * the cell as the export shows it.
 */
export interface CsvColumn<T> {
  id: string;
  title: string;
  value(row: T, t: CsvTranslate): unknown;
  /** Label columns: the message key of the cell, so a writer translates and escapes each label once. */
  label?(row: T): string;
  /**
   * Columns whose every value is already a CSV cell as it stands (a plain number such as -12.50:
   * no quote, comma or line break, nothing the formula guard changes): the value as text, which a
   * writer takes without escaping it.
   */
  plain?(row: T): string;
}

/** A column that shows a value as it is. */
export const textColumn = <T>(
  id: string,
  title: string,
  value: (row: T) => unknown,
): CsvColumn<T> => ({ id, title, value });

/**
 * Money as plain yuan with two decimals (1234.56, no symbol or separators), for spreadsheets to sum:
 * the one money cell of every CSV, the server's exports and `qy --csv` alike.
 */
export function yuanColumn<T>(id: string, title: string, fen: (row: T) => number): CsvColumn<T> {
  // -?\d+\.\d\d: a plain number, which csvCell leaves as it is.
  const plain = (row: T) => fenToYuanString(fen(row));
  return { id, title, value: plain, plain };
}

/** A share in basis points as the screen's percent (2500 → 25%). */
export const percentColumn = <T>(
  id: string,
  title: string,
  bp: (row: T) => number,
): CsvColumn<T> => ({ id, title, value: (row) => bpToPercentString(bp(row)) });

/** A translated label (status, kind): the message of `key(row)`. */
export const labelColumn = <T>(
  id: string,
  title: string,
  key: (row: T) => string,
): CsvColumn<T> => ({ id, title, value: (row, t) => t(key(row)), label: key });

/** The header row of `columns` in the locale of `t`. */
export const csvTitles = <T>(columns: readonly CsvColumn<T>[], t: CsvTranslate): string[] =>
  columns.map((c) => t(c.title));

/**
 * The writer of `columns`' CSV records in the locale of `t` (each CRLF-terminated): what every
 * export writes per row. A label (status, kind) is translated and escaped once per distinct key,
 * not once per row.
 */
export function csvRecordWriter<T>(
  columns: readonly CsvColumn<T>[],
  t: CsvTranslate,
): (row: T) => string {
  const cells = columns.map((c): ((row: T) => string) => {
    if (c.plain) return c.plain;
    const label = c.label;
    if (!label) return (row) => csvCell(c.value(row, t));
    const seen = new Map<string, string>();
    return (row) => {
      const key = label(row);
      let cell = seen.get(key);
      if (cell === undefined) seen.set(key, (cell = csvCell(t(key))));
      return cell;
    };
  });
  return (row) => {
    let record = cells[0]?.(row) ?? '';
    for (let i = 1; i < cells.length; i++) record += ',' + cells[i](row);
    return record + '\r\n';
  };
}
