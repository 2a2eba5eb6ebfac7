import { useCallback, useState } from 'react';

export type Density = 'mini' | 'small' | 'medium' | 'large';
export const DENSITIES: readonly Density[] = ['mini', 'small', 'medium', 'large'];

interface TablePrefs {
  density: Density;
  /** Keys of the columns the user hid. */
  hidden: string[];
}

const DEFAULT_PREFS: TablePrefs = { density: 'small', hidden: [] };

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
    const hidden = Array.isArray(parsed.hidden)
      ? parsed.hidden.filter((k): k is string => typeof k === 'string')
      : [];
    return { density, hidden };
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

/** Density and column visibility of one list, remembered in localStorage. */
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
  return { prefs, setDensity, toggleColumn };
}
