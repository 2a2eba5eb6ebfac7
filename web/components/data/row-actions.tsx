import { Button } from '../ui/button.tsx';
import type { RowCommands } from './use-row-commands.ts';

/**
 * A row's actions as buttons (a drawer's footer): the same declarations the palette and the
 * list's keys run, with the same confirmations. The primary action comes last.
 */
export function RowActionBar<T>({
  commands,
  row,
  pending = false,
}: {
  commands: Pick<RowCommands<T>, 'actionsFor' | 'perform'>;
  row: T;
  /** A change is on its way: the buttons wait for it. */
  pending?: boolean;
}) {
  const actions = commands.actionsFor(row);
  const ordered = [...actions.filter((a) => !a.primary), ...actions.filter((a) => a.primary)];
  return (
    <>
      {ordered.map((a) => (
        <Button
          key={a.id}
          variant={a.primary ? 'primary' : 'outline'}
          disabled={pending && !a.primary}
          onClick={() => void commands.perform(a, row)}
        >
          {a.title(row)}
        </Button>
      ))}
    </>
  );
}
