/**
 * The one command registry. The shell registers navigation and global actions, each mounted page
 * registers its page and selection commands (useRegisterCommands); the palette, the global hotkeys
 * and the `?` sheet all read this store, so a command exists in exactly one place.
 */
import type { CommandDef } from './commands.ts';

export interface CommandStore {
  /** Adds a batch of commands; returns the function that removes exactly that batch. */
  register(commands: readonly CommandDef[]): () => void;
  /** Every registered command, later batches first for equal ids (a page overrides the shell). */
  list(): readonly CommandDef[];
  subscribe(listener: () => void): () => void;
}

export function createCommandStore(): CommandStore {
  const batches = new Map<number, readonly CommandDef[]>();
  const listeners = new Set<() => void>();
  let nextId = 0;
  let snapshot: readonly CommandDef[] = [];

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
    snapshot = out;
    listeners.forEach((l) => l());
  };

  return {
    register(commands) {
      const id = nextId++;
      batches.set(id, commands);
      rebuild();
      return () => {
        if (batches.delete(id)) rebuild();
      };
    },
    list: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
