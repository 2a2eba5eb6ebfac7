import { useCallback, useState } from 'react';

export type Density = 'mini' | 'small' | 'medium' | 'large';
export const DENSITIES: readonly Density[] = ['mini', 'small', 'medium', 'large'];

interface TablePrefs {
  density: Density;
  /** Keys of the columns the user hid. */
  hidden: string[];
  /** Column keys in the order the user put them (empty: the list's own order). */
  order: string[];
}

const DEFAULT_PREFS: TablePrefs = { density: 'small', hidden: [], order: [] };

/** The columns in the user's order; columns the order does not name keep their place after it. */
export function orderColumns<C extends { key: string }>(
  columns: readonly C[],
  order: readonly string[],
): C[] {
  if (order.length === 0) return [...columns];
  const rank = (c: C) => {
    const i = order.indexOf(c.key);
    return i === -1 ? order.length + columns.indexOf(c) : i;
  };
  return [...columns].sort((a, b) => rank(a) - rank(b));
}

/** The localStorage key of one list's table settings. */
export function tablePrefsKey(listId: string): string {
  return `qy.table.${listId}`;
}

/** Reads stored settings, falling back to defaults on anything malformed. */
export function readTablePrefs(storage: Pick<Storage, 'getItem'>, listId: string): TablePrefs {
  try {
    const raw = storage.getItem(tablePrefsKey(listId));
    if (!raw) return DEFAULT_PREFS;
    const parsed = JSON.parse(raw) as Partial<TablePrefs>;
    const density = DENSITIES.includes(parsed.density as Density)
      ? (parsed.density as Density)
      : DEFAULT_PREFS.density;
    const strings = (v: unknown) =>
      Array.isArray(v) ? v.filter((k): k is string => typeof k === 'string') : [];
    return { density, hidden: strings(parsed.hidden), order: strings(parsed.order) };
  } catch {
    return DEFAULT_PREFS;
  }
}

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Density, column visibility and column order of one list, remembered in localStorage. */
export function useTablePrefs(listId: string) {
  const [prefs, setPrefs] = useState<TablePrefs>(() => {
    const storage = browserStorage();
    return storage ? readTablePrefs(storage, listId) : DEFAULT_PREFS;
  });

  const save = useCallback(
    (next: TablePrefs) => {
      setPrefs(next);
      browserStorage()?.setItem(tablePrefsKey(listId), JSON.stringify(next));
    },
    [listId],
  );

  const setDensity = useCallback((density: Density) => save({ ...prefs, density }), [prefs, save]);
  const toggleColumn = useCallback(
    (key: string) =>
      save({
        ...prefs,
        hidden: prefs.hidden.includes(key)
          ? prefs.hidden.filter((k) => k !== key)
          : [...prefs.hidden, key],
      }),
    [prefs, save],
  );
  /** Moves a column one place up (-1) or down (+1) among `keys` (the columns as now shown). */
  const moveColumn = useCallback(
    (key: string, delta: -1 | 1, keys: readonly string[]) => {
      const at = keys.indexOf(key);
      const to = at + delta;
      if (at === -1 || to < 0 || to >= keys.length) return;
      const order = [...keys];
      [order[at], order[to]] = [order[to], order[at]];
      save({ ...prefs, order });
    },
    [prefs, save],
  );
  return { prefs, setDensity, toggleColumn, moveColumn };
}
