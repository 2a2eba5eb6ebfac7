import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { useT } from '../../hooks/app-context.tsx';
import { useRegisterCommands } from '../../hooks/use-commands.ts';
import { moveCursor } from './columns.ts';
import { isEditableTarget } from '../../lib/hotkeys.ts';
import { isVisible } from './dom.ts';
import { openedByKeyboard } from '../../lib/keyboard-navigation.ts';

interface Options<T> {
  gridRef: RefObject<HTMLTableElement | null>;
  /** Row element ids are `${baseId}-r${index}` (aria-activedescendant). */
  baseId: string;
  rows: T[];
  rowKey: (row: T) => string;
  /** Present when the list selects rows. */
  selected?: ReadonlySet<string>;
  onSelectedChange?: (next: Set<string>) => void;
  onOpen?: (row: T) => void;
  onCursorChange?: (row: T | null) => void;
  /** Present when the rows are one page of a longer list: j/k cross page boundaries, n/p page. */
  paging?: GridPaging;
}

/** Nothing holds the focus the operator would lose: no field, no dialog, no other control. */
function focusIsFree(): boolean {
  if (document.querySelector('[role="dialog"],[role="alertdialog"],[role="menu"]')) return false;
  const active = document.activeElement;
  return !active || active === document.body || active.id === 'main';
}

export interface GridPaging {
  page: number;
  pages: number;
  go(page: number): void;
  /** Focuses the pagination's page-number field. */
  focusJump(): void;
}

/**
 * The grid's row cursor and keys: j/k/arrows/Home/End move it, x selects, Enter opens, Esc clears
 * the selection; the keys are listed as commands (palette, `?` sheet) and j/k/x reach the grid
 * from anywhere on the page outside fields and dialogs. On a paged list j past the last row opens
 * the next page on its first row and k before the first row the previous page on its last row;
 * n / p turn the page and Shift+G goes to the page-number field.
 *
 * The cursor row is reported to `onCursorChange` inside the key event itself, so a page action
 * pressed right after j (`a` approves) already sees the row.
 */
export function useGridCursor<T>({
  gridRef,
  baseId,
  rows,
  rowKey,
  selected,
  onSelectedChange,
  onOpen,
  onCursorChange,
  paging,
}: Options<T>) {
  const { t, locale } = useT();
  const [cursor, setCursorState] = useState(-1);
  const cursorRef = useRef(-1);
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const notifyRef = useRef(onCursorChange);
  notifyRef.current = onCursorChange;
  /** Where the cursor lands when the page asked for by j/k arrives. */
  const landRef = useRef<'first' | 'last' | null>(null);
  const selectable = selected !== undefined && onSelectedChange !== undefined;

  const setCursor = useCallback((next: number) => {
    cursorRef.current = next;
    setCursorState(next);
    notifyRef.current?.(rowsRef.current[next] ?? null);
  }, []);

  /** Whether the first rows of a list opened from the keyboard already took the cursor. */
  const metKeyboardRef = useRef(false);

  // A new page of rows keeps the cursor in range instead of pointing past the end; a page opened
  // by j/k puts it on its first / last row. Rows that arrive while the grid has focus get a cursor,
  // and so do the first rows of a list opened by a `g` key or the palette: the cursor and the
  // focus go to the first row, so `a`, `r`, End and Enter act without a `j` first.
  useEffect(() => {
    const grid = gridRef.current;
    const focused = grid !== null && document.activeElement === grid;
    const c = cursorRef.current;
    const land = landRef.current;
    let next = c;
    if (land && rows.length > 0) {
      next = land === 'first' ? 0 : rows.length - 1;
      landRef.current = null;
    } else if (c >= rows.length) next = rows.length - 1;
    else if (c < 0 && focused && rows.length > 0) next = 0;
    else if (c < 0 && rows.length > 0 && !metKeyboardRef.current && grid && isVisible(grid)) {
      metKeyboardRef.current = true;
      if (openedByKeyboard()) {
        next = 0;
        if (focusIsFree()) grid.focus({ preventScroll: true });
      }
    }
    if (next !== c) setCursor(next);
    else notifyRef.current?.(rows[c] ?? null);
  }, [rows, gridRef, setCursor]);

  const cursorRow = cursor >= 0 && cursor < rows.length ? rows[cursor] : null;

  /** `fromRow`: j/k at an edge, which waits for the asked page before it turns another. */
  const turnPage = (delta: 1 | -1, land: 'first' | 'last', fromRow = false): boolean => {
    if (!paging || (fromRow && landRef.current)) return false;
    const target = paging.page + delta;
    if (target < 1 || target > paging.pages) return false;
    landRef.current = land;
    paging.go(target);
    return true;
  };

  const step = (delta: 1 | -1) => {
    const c = cursorRef.current;
    const last = rows.length - 1;
    if (delta > 0 && c >= 0 && c === last && turnPage(1, 'first', true)) return;
    if (delta < 0 && c === 0 && turnPage(-1, 'last', true)) return;
    setCursor(moveCursor(c, delta, rows.length));
  };

  const toggle = (key: string) => {
    if (!selectable) return;
    const next = new Set(selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    onSelectedChange(next);
  };

  const act = (key: string): boolean => {
    // The row under the cursor now, even when j moved it in this same burst of keys.
    const current = rows[cursorRef.current] ?? null;
    if (key === 'j' || key === 'ArrowDown') step(1);
    else if (key === 'k' || key === 'ArrowUp') step(-1);
    else if (key === 'Home') setCursor(rows.length ? 0 : -1);
    else if (key === 'End') setCursor(rows.length - 1);
    else if (key === 'x' && current) toggle(rowKey(current));
    else if (key === 'Enter' && current && onOpen) onOpen(current);
    else if (key === 'Escape' && selectable && selected.size > 0) onSelectedChange(new Set());
    else return false;
    return true;
  };
  const actRef = useRef(act);
  actRef.current = act;
  const pagingRef = useRef(paging);
  pagingRef.current = paging && paging.pages > 1 ? paging : undefined;
  const turnRef = useRef(turnPage);
  turnRef.current = turnPage;

  // The row keys also appear in the palette and the `?` sheet; the keys themselves are bound
  // below (not as global hotkeys) because Enter and Esc only make sense inside the grid.
  useRegisterCommands(
    [
      {
        id: 'table:next',
        title: t('data.cmd.nextRow'),
        group: 'page',
        shortcut: ['j'],
        run: () => void actRef.current('j'),
      },
      {
        id: 'table:prev',
        title: t('data.cmd.prevRow'),
        group: 'page',
        shortcut: ['k'],
        run: () => void actRef.current('k'),
      },
      {
        id: 'table:toggle',
        title: t('data.cmd.toggleRow'),
        group: 'page',
        shortcut: ['x'],
        run: () => void actRef.current('x'),
      },
      {
        id: 'table:open',
        title: t('data.cmd.openRow'),
        group: 'page',
        shortcut: ['Enter'],
        run: () => void actRef.current('Enter'),
      },
      ...(selectable
        ? [
            {
              id: 'table:clear',
              title: t('data.cmd.clearSelection'),
              group: 'selection' as const,
              shortcut: ['Esc'],
              run: () => void actRef.current('Escape'),
            },
          ]
        : []),
      ...(paging && paging.pages > 1
        ? [
            {
              id: 'table:next-page',
              title: t('data.cmd.nextPage'),
              group: 'page' as const,
              shortcut: ['n'],
              hotkey: true,
              run: () => void turnRef.current(1, 'first'),
            },
            {
              id: 'table:prev-page',
              title: t('data.cmd.prevPage'),
              group: 'page' as const,
              shortcut: ['p'],
              hotkey: true,
              run: () => void turnRef.current(-1, 'first'),
            },
            {
              id: 'table:jump-page',
              title: t('data.cmd.jumpPage'),
              group: 'page' as const,
              shortcut: ['shift', 'g'],
              hotkey: true,
              run: () => pagingRef.current?.focusJump(),
            },
          ]
        : []),
    ],
    [locale, selectable, (paging?.pages ?? 0) > 1],
  );

  // j/k/x also work while focus is elsewhere on the page (not in a field or a dialog): they move
  // focus into the grid, so Enter and Esc then reach it. Hidden (tab-cached) pages ignore keys.
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      if (!['j', 'k', 'x'].includes(e.key)) return;
      const grid = gridRef.current;
      if (!grid || !isVisible(grid) || isEditableTarget(e.target)) return;
      if (grid.contains(e.target as Node)) return;
      if (document.querySelector('[role="dialog"],[role="alertdialog"]')) return;
      if (actRef.current(e.key)) {
        e.preventDefault();
        grid.focus({ preventScroll: true });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [gridRef]);

  const onGridKeyDown = (e: KeyboardEvent<HTMLTableElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey || isEditableTarget(e.target)) return;
    if (e.target !== e.currentTarget && e.key === 'Enter') return;
    if (act(e.key)) {
      e.preventDefault();
      e.stopPropagation();
    }
  };

  // Keep the cursor row in view as it moves.
  useEffect(() => {
    if (cursor < 0) return;
    document.getElementById(`${baseId}-r${cursor}`)?.scrollIntoView({ block: 'nearest' });
  }, [cursor, baseId]);

  /** Focus reaching the grid puts a cursor on the first row when there is none yet. */
  const onGridFocus = () => {
    if (cursorRef.current < 0 && rows.length > 0) setCursor(0);
  };

  return { cursor, setCursor, cursorRow, toggle, onGridKeyDown, onGridFocus };
}
