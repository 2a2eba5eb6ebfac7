import { describe, expect, it, vi } from 'vitest';
import { subscribe } from 'valtio/vanilla';
import { createCommandStore } from '../../../web/lib/command-store.ts';
import type { CommandDef } from '../../../web/lib/commands.ts';

const cmd = (id: string, title = id): CommandDef => ({
  id,
  title,
  group: 'actions',
  run: () => undefined,
});

describe('command store', () => {
  it('lists registered batches and removes exactly the unregistered batch', () => {
    const store = createCommandStore();
    const offShell = store.register([cmd('theme'), cmd('logout')]);
    const offPage = store.register([cmd('export')]);
    expect(store.state.commands.map((c) => c.id).sort()).toEqual(['export', 'logout', 'theme']);
    offPage();
    expect(store.state.commands.map((c) => c.id).sort()).toEqual(['logout', 'theme']);
    offShell();
    expect(store.state.commands).toEqual([]);
  });

  it('lets a later batch override a command with the same id', () => {
    const store = createCommandStore();
    store.register([cmd('refresh', 'Refresh (shell)')]);
    const off = store.register([cmd('refresh', 'Refresh list')]);
    expect(store.state.commands.find((c) => c.id === 'refresh')?.title).toBe('Refresh list');
    off();
    expect(store.state.commands.find((c) => c.id === 'refresh')?.title).toBe('Refresh (shell)');
  });

  it('notifies subscribers and keeps the list stable between changes', async () => {
    const store = createCommandStore();
    const listener = vi.fn();
    const unsubscribe = subscribe(store.state, listener);
    const before = store.state.commands;
    expect(store.state.commands).toBe(before);
    store.register([cmd('a')]);
    await expect.poll(() => listener.mock.calls.length).toBe(1);
    expect(store.state.commands).not.toBe(before);
    unsubscribe();
    store.register([cmd('b')]);
    await Promise.resolve();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
