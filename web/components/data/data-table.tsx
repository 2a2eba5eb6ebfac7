import { useId, useMemo, useRef, type ReactNode } from 'react';
import { useI18nOf, useT } from '../../hooks/app-context.tsx';
import { useRegisterCommands } from '../../hooks/use-commands.ts';
import { sortCommands } from './sort-commands.ts';
import { ariaSortOf, nextSort, type Column } from './columns.ts';
import { TableBodyState } from './table-states.tsx';
import type { Density } from './use-table-prefs.ts';
import { useGridCursor, type GridPaging } from './use-grid-cursor.ts';
import { orderColumns, useColumnFit } from './use-column-fit.ts';
import { FitNote } from './fit-note.tsx';

export interface DataTableProps<T> {
  /** Accessible name of the grid. */
  label: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  sort?: string;
  onSortChange?: (sort: string) => void;
  density?: Density;
  /** Column keys hidden by the user. */
  hidden?: readonly string[];
  /** Row selection by key; omit for a list without selection. */
  selected?: ReadonlySet<string>;
  onSelectedChange?: (next: Set<string>) => void;
  /** Opens a row's detail (Enter, double click, or a click on the row when `openOnClick`). */
  onOpen?: (row: T) => void;
  openOnClick?: boolean;
  /** Reports the row under the cursor so page actions (approve, copy number) can act on it. */
  onCursorChange?: (row: T | null) => void;
  /** The list's paging, so the row keys cross page boundaries and n / p turn the page. */
  paging?: GridPaging;
  empty?: ReactNode;
  /** Marks a row visually, e.g. a failed settlement. */
  rowTone?: (row: T) => 'danger' | undefined;
}

const CELL_PAD: Record<Density, string> = {
  mini: 'px-2 py-0.5 text-xs',
  small: 'px-3 py-1.5',
  medium: 'px-3 py-2.5',
  large: 'px-4 py-3.5',
};

const ALIGN = { left: 'text-left', right: 'text-right', center: 'text-center' } as const;

/**
 * The business list table: sortable headers, a row cursor driven by j/k/arrows (Enter opens,
 * x selects, Esc clears the selection), mouse selection, and aria-activedescendant so screen
 * readers follow the cursor while focus stays on the grid.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { t, locale } = useT();
  const other = useI18nOf(locale === 'zh-CN' ? 'en-US' : 'zh-CN');
  const {
    columns,
    rows,
    rowKey,
    density = 'small',
    hidden = [],
    sort = '',
    selected,
    onSelectedChange,
    onOpen,
  } = props;
  const baseId = useId();
  const gridRef = useRef<HTMLTableElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const shown = useMemo(
    () => orderColumns(columns.filter((c) => c.fixed || !hidden.includes(c.key))),
    [columns, hidden],
  );
  const fit = useColumnFit(boxRef, shown, rows);
  const visible = useMemo(
    () => shown.filter((c) => !fit.folded.includes(c.key)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [shown, fit.folded.join()],
  );
  const foldedTitles = shown.filter((c) => fit.folded.includes(c.key)).map((c) => c.title);
  const selectable = selected !== undefined && onSelectedChange !== undefined;

  const { cursor, setCursor, cursorRow, toggle, onGridKeyDown, onGridFocus } = useGridCursor({
    gridRef,
    baseId,
    rows,
    rowKey,
    selected: selectable ? selected : undefined,
    onSelectedChange,
    onOpen,
    onCursorChange: props.onCursorChange,
    paging: props.paging,
  });

  // The headers' sorts, also as palette commands ('sort by amount', '按金额排序', 'oldest first').
  const onSortChange = props.onSortChange;
  const sortableKey = shown.map((c) => c.sortField ?? '').join();
  useRegisterCommands(
    onSortChange ? sortCommands(shown, sort, onSortChange, t, (k, v) => other.t(k, v)) : [],
    [sortableKey, sort, onSortChange, t, other],
  );

  const pageKeys = rows.map(rowKey);
  const allSelected = selectable && pageKeys.length > 0 && pageKeys.every((k) => selected.has(k));
  const someSelected = selectable && pageKeys.some((k) => selected.has(k));
  const showBody = rows.length > 0 && !props.error;

  const pinStart = selectable ? '2.25rem' : '0';
  const pinClass = (col: Column<T>) =>
    col.pin === 'start'
      ? 'grid-pin grid-pin-start'
      : col.pin === 'end'
        ? 'grid-pin grid-pin-end'
        : '';
  const pinStyle = (col: Column<T>) => (col.pin === 'start' ? { left: pinStart } : undefined);

  return (
    <div className="flex flex-col gap-1">
      <div
        ref={boxRef}
        data-table-grid=""
        // Which columns folded for width, so a cell can show what a folded column held.
        data-folded={fit.folded.join(' ') || undefined}
        data-more-start={fit.more.start || undefined}
        data-more-end={fit.more.end || undefined}
        onScroll={fit.onScroll}
        // The focus ring is the box's: on the table itself the rows' and pinned cells' backgrounds
        // covered it, leaving short segments at each row's edges (issue 26).
        className="relative overflow-auto rounded-md border border-line bg-surface scrollbar-thin has-[>table:focus-visible]:outline-2 has-[>table:focus-visible]:outline-offset-1 has-[>table:focus-visible]:outline-[rgb(var(--primary-6))]"
      >
        <table
          ref={gridRef}
          role="grid"
          aria-label={props.label}
          aria-rowcount={rows.length + 1}
          aria-multiselectable={selectable || undefined}
          aria-busy={props.loading || undefined}
          aria-activedescendant={cursorRow ? `${baseId}-r${cursor}` : undefined}
          tabIndex={0}
          onKeyDown={onGridKeyDown}
          onFocus={onGridFocus}
          className="w-full border-collapse text-sm focus-visible:outline-none"
        >
          <thead className="sticky top-0 z-[1] bg-surface-2">
            <tr role="row">
              {selectable && (
                <th
                  role="columnheader"
                  className={`${CELL_PAD[density]} grid-pin w-9 border-b border-line`}
                  style={{ left: 0 }}
                >
                  <input
                    type="checkbox"
                    tabIndex={-1}
                    aria-label={t('data.table.selectPage')}
                    checked={allSelected}
                    ref={(el) => {
                      if (el) el.indeterminate = !allSelected && someSelected;
                    }}
                    onChange={() => {
                      const next = new Set(selected);
                      for (const k of pageKeys) {
                        if (allSelected) next.delete(k);
                        else next.add(k);
                      }
                      onSelectedChange(next);
                    }}
                    className="h-3.5 w-3.5 accent-primary-6"
                  />
                </th>
              )}
              {visible.map((col) => (
                <th
                  key={col.key}
                  role="columnheader"
                  aria-sort={ariaSortOf(sort, col.sortField)}
                  style={{ ...(col.width ? { width: col.width } : {}), ...pinStyle(col) }}
                  className={`${CELL_PAD[density]} ${ALIGN[col.align ?? 'left']} ${pinClass(col)} whitespace-nowrap border-b border-line font-medium text-fg-2`}
                >
                  {col.sortField && props.onSortChange ? (
                    // In the Tab order: Enter or Space sorts, like a click (issue 26).
                    <button
                      type="button"
                      onClick={() => props.onSortChange?.(nextSort(sort, col.sortField!))}
                      className="inline-flex items-center gap-1 hover:text-fg"
                      title={t('data.table.sortBy', { column: col.title })}
                    >
                      {col.title}
                      <SortMark dir={ariaSortOf(sort, col.sortField)} />
                    </button>
                  ) : (
                    col.title
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {showBody &&
              rows.map((row, i) => {
                const key = pageKeys[i];
                const isSelected = selectable && selected.has(key);
                const isCursor = i === cursor;
                const tone = props.rowTone?.(row);
                return (
                  <tr
                    key={key}
                    id={`${baseId}-r${i}`}
                    role="row"
                    aria-selected={selectable ? isSelected : undefined}
                    data-cursor={isCursor || undefined}
                    data-row-key={key}
                    onClick={() => {
                      setCursor(i);
                      if (props.openOnClick && onOpen) onOpen(row);
                    }}
                    onDoubleClick={() => onOpen?.(row)}
                    // The row's tint is a variable so pinned cells paint it over their opaque surface.
                    className={[
                      'border-b border-line last:border-b-0 transition-colors bg-[var(--row-tint)]',
                      isSelected
                        ? '[--row-tint:rgba(var(--primary-1),0.7)] dark:[--row-tint:rgba(var(--primary-6),0.15)]'
                        : 'hover:[--row-tint:rgb(var(--c-surface-2))]',
                      // Its bar is drawn on the first cell (app.css): an opaque pinned cell hides the row's.
                      isCursor ? '[--row-tint:rgb(var(--c-surface-2))]' : '',
                      tone === 'danger' && !isSelected
                        ? '[--row-tint:rgba(var(--c-danger),0.06)]'
                        : '',
                      props.openOnClick ? 'cursor-pointer' : '',
                    ].join(' ')}
                  >
                    {selectable && (
                      <td
                        role="gridcell"
                        className={`${CELL_PAD[density]} grid-pin`}
                        style={{ left: 0 }}
                        onClick={(e) => e.stopPropagation()}
                      >
                        <input
                          type="checkbox"
                          tabIndex={-1}
                          aria-label={t('data.table.selectRow', { key })}
                          checked={isSelected}
                          onChange={() => {
                            setCursor(i);
                            toggle(key);
                          }}
                          className="h-3.5 w-3.5 accent-primary-6"
                        />
                      </td>
                    )}
                    {visible.map((col) => (
                      <td
                        key={col.key}
                        role="gridcell"
                        style={pinStyle(col)}
                        className={`${CELL_PAD[density]} ${ALIGN[col.align ?? 'left']} ${pinClass(col)} ${col.align === 'right' ? 'tabular-nums' : ''} ${col.nowrap ? 'max-w-[18rem] truncate' : ''} whitespace-nowrap text-fg`}
                      >
                        {col.render(row)}
                      </td>
                    ))}
                  </tr>
                );
              })}
            <TableBodyState
              colSpan={visible.length + (selectable ? 1 : 0)}
              loading={!!props.loading && rows.length === 0}
              error={props.error}
              onRetry={props.onRetry}
              empty={
                !props.loading && !props.error && rows.length === 0 ? (props.empty ?? true) : null
              }
            />
          </tbody>
        </table>
        {props.loading && rows.length > 0 && (
          <div aria-hidden className="absolute inset-x-0 top-0 h-0.5 animate-pulse bg-primary-6" />
        )}
      </div>
      <FitNote
        folded={foldedTitles}
        showAll={fit.showAll}
        overflowing={fit.more.start || fit.more.end}
        onShowAll={fit.setShowAll}
      />
    </div>
  );
}

function SortMark({ dir }: { dir: 'ascending' | 'descending' | 'none' | undefined }) {
  return (
    <span aria-hidden className="inline-flex flex-col text-[8px] leading-[6px]">
      <span className={dir === 'ascending' ? 'text-primary-6' : 'text-line-strong'}>▲</span>
      <span className={dir === 'descending' ? 'text-primary-6' : 'text-line-strong'}>▼</span>
    </span>
  );
}
