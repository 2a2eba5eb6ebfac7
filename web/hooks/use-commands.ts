import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { CommandDef } from '../lib/commands.ts';
import { useServices } from './app-context.tsx';
import { usePageActive } from './page-active.ts';

/**
 * Registers commands while the calling component is mounted and its tab is visible (a page's
 * actions, its selection actions). Re-registers when `deps` change, e.g. when the selection
 * changes; a hidden cached tab's commands are withdrawn until it is shown again.
 */
export function useRegisterCommands(commands: CommandDef[], deps: unknown[]): void {
  const { commandStore } = useServices();
  const active = usePageActive();
  useEffect(
    () => (active ? commandStore.register(commands) : undefined),
    // The caller owns the dependency list, like useMemo's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [commandStore, active, ...deps],
  );
}

/** Every registered command (palette, hotkeys, shortcut sheet). */
export function useCommands(): readonly CommandDef[] {
  const { commandStore } = useServices();
  // A ref: the snapshot hands back the list itself, which valtio's types cannot tell.
  return useSnapshot(commandStore.state).commands as readonly CommandDef[];
}
