import type { MenuEntry } from '../types/index.ts';

/** Every name in a server menu tree, at any depth. */
export function flattenMenuNames(menu: readonly MenuEntry[]): Set<string> {
  const names = new Set<string>();
  const pending = [...menu];
  while (pending.length > 0) {
    const entry = pending.shift() as MenuEntry;
    names.add(entry.name);
    if (entry.children?.length) pending.push(...entry.children);
  }
  return names;
}

/** Seed §5: '/' goes to the first child of the first menu entry (the entry itself when it has none). */
export function firstMenuRoute(menu: readonly MenuEntry[]): MenuEntry | null {
  const first = menu[0];
  if (!first) return null;
  return first.children?.[0] ?? first;
}
