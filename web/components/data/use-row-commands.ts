import { useState } from 'react';
import { useT } from '../../hooks/app-context.tsx';
import { useRegisterCommands } from '../../hooks/use-commands.ts';
import { toast } from '../ui/toast.tsx';
import { copyText } from './clipboard.ts';

interface RowCommandOptions<T> {
  /** Command id prefix, e.g. 'deposits'. */
  id: string;
  /** The number an operator knows the row by (copied, shown in titles). */
  number(row: T): string;
  /** Opens the row's detail; present → an 'Open the current row · …' command. */
  open?(row: T): void;
}

/**
 * The row under a list's cursor and the commands it offers in the palette (open it, copy its
 * number), so list pages stop keeping the cursor row and rebuilding those commands each their
 * own way. Pass `onCursorChange` to the table (ListView's `table` prop).
 */
export function useRowCommands<T>({ id, number, open }: RowCommandOptions<T>) {
  const { t, locale } = useT();
  const [cursorRow, setCursorRow] = useState<T | null>(null);
  const no = cursorRow ? number(cursorRow) : '';
  useRegisterCommands(
    cursorRow
      ? [
          ...(open
            ? [
                {
                  id: `${id}:open-row`,
                  title: `${t('data.cmd.openRow')} · ${no}`,
                  group: 'selection' as const,
                  run: () => open(cursorRow),
                },
              ]
            : []),
          {
            id: `${id}:copy-no`,
            title: t('data.cmd.copyNo', { no }),
            group: 'selection' as const,
            icon: 'copy',
            run: () =>
              void copyText(no).then(
                () => toast.success(t('data.copy.done', { text: no })),
                () => toast.error(t('data.copy.failed')),
              ),
          },
        ]
      : [],
    [cursorRow, locale],
  );
  return { cursorRow, onCursorChange: setCursorRow };
}
