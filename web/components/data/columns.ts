import type { ReactNode } from 'react';

/** One column of a DataTable. */
export interface Column<T> {
  key: string;
  title: string;
  render: (row: T) => ReactNode;
  /** The API sort field; absent when the column cannot be sorted. */
  sortField?: string;
  align?: 'left' | 'right' | 'center';
  /** CSS width, e.g. '8rem'. */
  width?: string;
  /** Always shown: the column settings cannot hide it (e.g. the record number). */
  fixed?: boolean;
  /** Keeps long text on one line with an ellipsis. */
  nowrap?: boolean;
  /**
   * Stays in view while the table scrolls sideways: 'start' for the record's key (first), 'end'
   * for its status (last; one column).
   */
  pin?: 'start' | 'end';
  /**
   * How much the column is worth on a narrow screen: 1 never folds away, 2 (default) folds when
   * the table still overflows, 3 folds first. Folded columns come back with 'show all columns'.
   */
  priority?: 1 | 2 | 3;
  /** Folds only after every other foldable column (e.g. a failed settlement's reason). */
  foldLast?: boolean;
}

/** The next sort after a click on a column header: ascending, descending, then server default. */
export function nextSort(current: string, field: string): string {
  if (current === field) return `-${field}`;
  if (current === `-${field}`) return '';
  return field;
}

/** The aria-sort value of a column under the current sort. */
export function ariaSortOf(
  current: string,
  field: string | undefined,
): 'ascending' | 'descending' | 'none' | undefined {
  if (!field) return undefined;
  if (current === field) return 'ascending';
  if (current === `-${field}`) return 'descending';
  return 'none';
}

/** Moves a row cursor by `delta`, clamped to the list; -1 (no cursor) starts at the first row. */
export function moveCursor(index: number, delta: number, length: number): number {
  if (length === 0) return -1;
  if (index < 0) return delta > 0 ? 0 : length - 1;
  return Math.min(length - 1, Math.max(0, index + delta));
}
