/**
 * The grids' shared cell formats: one mark for an empty value, one format for dates and times, one
 * for calendar days (the locale's, from core's formatters), so every list shows them alike.
 */
import type { ReactNode } from 'react';
import { useT } from '../../hooks/app-context.tsx';
import type { Column } from './columns.ts';

/**
 * A record number that opens its drawer: the link colour of every grid, readable on the dark
 * surface too (the dark theme's light shade; primary-6 fails colour contrast there).
 */
export const RECORD_LINK = 'text-primary-6 hover:underline dark:text-primary-8';

/**
 * The first column of a record grid: the record's number, pinned and never hidden, as a link that
 * opens the record (out of the tab order: the row itself takes the focus and opens on Enter).
 */
export function recordColumn<T>({
  key,
  title,
  sortField,
  number,
  open,
}: {
  key: string;
  title: string;
  sortField?: string;
  number(row: T): string;
  open(row: T): void;
}): Column<T> {
  return {
    key,
    title,
    ...(sortField ? { sortField } : {}),
    fixed: true,
    pin: 'start',
    render: (r) => (
      <button
        type="button"
        tabIndex={-1}
        onClick={() => open(r)}
        className={`font-mono ${RECORD_LINK}`}
      >
        {number(r)}
      </button>
    ),
  };
}

/** What an empty cell shows, in every grid and drawer. */
export const EMPTY_CELL = '—';

/** The value, or the empty mark for null, undefined and ''. */
export function orEmpty<V extends ReactNode>(value: V | null | undefined | ''): V | string {
  return value === null || value === undefined || value === '' ? EMPTY_CELL : value;
}

/** A point in time in the locale's date-time format (secondary text, tabular digits). */
export function DateTimeCell({ value }: { value: string | number | Date | null | undefined }) {
  const { formatDateTime } = useT();
  return (
    <span className="tabular-nums text-fg-2">
      {value === null || value === undefined || value === '' ? EMPTY_CELL : formatDateTime(value)}
    </span>
  );
}

/** A calendar day ('2026-10-01') in the locale's date format. */
export function DayCell({ day }: { day: string | null | undefined }) {
  const { formatDay } = useT();
  return <span className="tabular-nums">{day ? formatDay(day) : EMPTY_CELL}</span>;
}
