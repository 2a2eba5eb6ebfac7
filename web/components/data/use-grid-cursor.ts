import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useT } from '../../hooks/app-context.tsx';
import { useRegisterCommands } from '../../hooks/use-commands.ts';
import { moveCursor } from './columns.ts';
import { isTypingTarget, isVisible } from './dom.ts';

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
}

/**
 * The grid's row cursor and keys: j/k/arrows/Home/End move it, x selects, Enter opens, Esc clears
 * the selection; the keys are listed as commands (palette, `?` sheet) and j/k/x reach the grid
 * from anywhere on the page outside fields and dialogs.
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
}: Options<T>) {
  const { t, locale } = useT();
  const [cursor, setCursor] = useState(-1);
  const selectable = selected !== undefined && onSelectedChange !== undefined;

  // A new page of rows keeps the cursor in range instead of pointing past the end.
  // Rows that arrive while the grid already has focus get a cursor at once.
  useEffect(() => {
    const focused = gridRef.current !== null && document.activeElement === gridRef.current;
    setCursor((c) =>
      c >= rows.length ? rows.length - 1 : c < 0 && focused && rows.length > 0 ? 0 : c,
    );
  }, [rows, gridRef]);

  const cursorRow = cursor >= 0 && cursor < rows.length ? rows[cursor] : null;
  useEffect(() => {
    onCursorChange?.(cursorRow);
  }, [cursorRow, onCursorChange]);

  const toggle = (key: string) => {
    if (!selectable) return;
    const next = new Set(selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    onSelectedChange(next);
  };

  const act = (key: string): boolean => {
    if (key === 'j' || key === 'ArrowDown') setCursor((c) => moveCursor(c, 1, rows.length));
    else if (key === 'k' || key === 'ArrowUp') setCursor((c) => moveCursor(c, -1, rows.length));
    else if (key === 'Home') setCursor(rows.length ? 0 : -1);
    else if (key === 'End') setCursor(rows.length - 1);
    else if (key === 'x' && cursorRow) toggle(rowKey(cursorRow));
    else if (key === 'Enter' && cursorRow && onOpen) onOpen(cursorRow);
    else if (key === 'Escape' && selectable && selected.size > 0) onSelectedChange(new Set());
    else return false;
    return true;
  };
  const actRef = useRef(act);
  actRef.current = act;

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
    ],
    [locale, selectable],
  );

  // j/k/x also work while focus is elsewhere on the page (not in a field or a dialog): they move
  // focus into the grid, so Enter and Esc then reach it. Hidden (tab-cached) pages ignore keys.
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      if (!['j', 'k', 'x'].includes(e.key)) return;
      const grid = gridRef.current;
      if (!grid || !isVisible(grid) || isTypingTarget(e.target)) return;
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
    if (e.altKey || e.ctrlKey || e.metaKey || isTypingTarget(e.target)) return;
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

  return { cursor, setCursor, cursorRow, toggle, onGridKeyDown };
}
