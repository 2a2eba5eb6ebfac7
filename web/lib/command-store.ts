/**
 * The one command registry. The shell registers navigation and global actions, each mounted page
 * registers its page and selection commands (useRegisterCommands); the palette, the global hotkeys
 * and the `?` sheet all read this store, so a command exists in exactly one place.
 */
import { proxy, ref } from 'valtio/vanilla';
import type { CommandDef } from './commands.ts';

export interface CommandStore {
  /**
   * Every registered command, later batches first for equal ids (a page overrides the shell): a
   * valtio store (useSnapshot), the list a ref replaced on each change, so its identity is stable
   * between changes and commands (functions, icons) are never proxied.
   */
  state: { commands: readonly CommandDef[] };
  /** Adds a batch of commands; returns the function that removes exactly that batch. */
  register(commands: readonly CommandDef[]): () => void;
}

export function createCommandStore(): CommandStore {
  const batches = new Map<number, readonly CommandDef[]>();
  const state = proxy({ commands: ref([]) as readonly CommandDef[] });
  let nextId = 0;

  const rebuild = () => {
    const seen = new Set<string>();
    const out: CommandDef[] = [];
    const ordered = [...batches.entries()].sort((a, b) => b[0] - a[0]);
    for (const [, batch] of ordered) {
      for (const c of batch) {
        if (seen.has(c.id)) continue;
        seen.add(c.id);
        out.push(c);
      }
    }
    state.commands = ref(out);
  };

  return {
    state,
    register(commands) {
      const id = nextId++;
      batches.set(id, commands);
      rebuild();
      return () => {
        if (batches.delete(id)) rebuild();
      };
    },
  };
}
