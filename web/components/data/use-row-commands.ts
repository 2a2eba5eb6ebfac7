import { useCallback, useRef, useState } from 'react';
import { useT } from '../../hooks/app-context.tsx';
import { useRegisterCommands } from '../../hooks/use-commands.ts';
import type { CommandDef } from '../../lib/commands.ts';
import { toast } from '../ui/toast.ts';
import { copyToClipboard } from '../../lib/clipboard.ts';
import { confirmStep } from './confirm-step.ts';

/** One thing an operator does to a row (edit, disable, reset password), declared once per page. */
export interface RowAction<T> {
  /** Command id suffix, e.g. 'disable'. */
  id: string;
  /** The action's words for this row: it may depend on the row's state (停用 / 启用). */
  title(row: T): string;
  /** Key under the list cursor, e.g. ['e'] or ['shift', 'p']; listed in `?` and the palette. */
  shortcut?: string[];
  icon?: string;
  /** Extra palette words (English and Chinese). */
  keywords?: string[];
  /** Whether the row offers it now (unlock only a locked user); default always. */
  when?(row: T): boolean;
  /** A state change the operator cannot simply redo (disable, suspend, close, delete): ask first. */
  confirm?(row: T): boolean;
  /** The drawer's primary button. */
  primary?: boolean;
  run(row: T): void | Promise<unknown>;
}

interface RowCommandOptions<T> {
  /** Command id prefix, e.g. 'deposits'. */
  id: string;
  /** The number an operator knows the row by (copied, shown in titles). */
  number(row: T): string;
  /** How titles and confirmations name the row; defaults to its number. */
  subject?(row: T): string;
  /** Opens the row's detail; present → an 'Open the current row · …' command. */
  open?(row: T): void;
  /** The row's actions: palette commands and keys on the cursor row, buttons in its drawer. */
  actions?: RowAction<T>[];
}

export interface RowCommands<T> {
  cursorRow: T | null;
  /** Pass to the table (ListView's `table` prop). */
  onCursorChange(row: T | null): void;
  /** The actions `row` offers now, in declared order. */
  actionsFor(row: T): RowAction<T>[];
  /** Runs an action on a row, asking first when it cannot simply be redone. */
  perform(action: RowAction<T>, row: T): Promise<void>;
}

/**
 * The row under a list's cursor and everything the page does to a row, declared once: the palette
 * lists them for the cursor row (open it, copy its number, the page's actions), their keys run
 * them from the list, and `RowActionBar` renders the same actions as the drawer's buttons, so the
 * three never disagree. Irreversible actions confirm on every path. Keys follow the global hotkey
 * rules: never while typing in a field or while a dialog or drawer is open.
 */
export function useRowCommands<T>({
  id,
  number,
  subject,
  open,
  actions = [],
}: RowCommandOptions<T>): RowCommands<T> {
  const { t, locale } = useT();
  const [cursorRow, setCursorRow] = useState<T | null>(null);
  const latest = useRef({ number, subject, open, actions, t });
  latest.current = { number, subject, open, actions, t };

  const perform = useCallback(async (action: RowAction<T>, row: T) => {
    const { t: tr, number: no, subject: name } = latest.current;
    if (action.confirm?.(row)) {
      const ok = await confirmStep(tr, action.title(row), name ? name(row) : no(row));
      if (!ok) return;
    }
    await action.run(row);
  }, []);

  const actionsFor = useCallback(
    (row: T) => latest.current.actions.filter((a) => !a.when || a.when(row)),
    [],
  );

  const no = cursorRow ? number(cursorRow) : '';
  const name = cursorRow ? (subject ? subject(cursorRow) : no) : '';
  const offered = cursorRow ? actionsFor(cursorRow) : [];
  const commands: CommandDef[] = [];
  if (cursorRow) {
    if (open)
      commands.push({
        id: `${id}:open-row`,
        title: `${t('data.cmd.openRow')} · ${name}`,
        group: 'selection',
        icon: 'external',
        run: () => latest.current.open?.(cursorRow),
      });
    for (const action of offered)
      commands.push({
        id: `${id}:${action.id}`,
        title: `${action.title(cursorRow)} · ${name}`,
        group: 'selection',
        icon: action.icon,
        keywords: action.keywords,
        shortcut: action.shortcut,
        hotkey: !!action.shortcut,
        run: () => {
          // The declaration of this render may be stale (a refetch changed the row's state).
          const current = latest.current.actions.find((a) => a.id === action.id);
          if (current && (!current.when || current.when(cursorRow)))
            return perform(current, cursorRow);
        },
      });
    commands.push({
      id: `${id}:copy-no`,
      title: t('data.cmd.copyNo', { no }),
      group: 'selection',
      icon: 'copy',
      shortcut: ['c'],
      hotkey: true,
      run: () =>
        void copyToClipboard(no).then((ok) =>
          ok
            ? toast.success(t('data.copy.done', { text: no }))
            : toast.error(t('data.copy.failed')),
        ),
    });
  }
  useRegisterCommands(commands, [
    cursorRow,
    locale,
    offered.map((a) => `${a.id}=${a.title(cursorRow as T)}`).join(),
  ]);
  return { cursorRow, onCursorChange: setCursorRow, actionsFor, perform };
}
