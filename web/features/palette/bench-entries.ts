/**
 * The palette's synthetic entries for `npm run bench:web`, in the bench build only: the console's
 * build defines process.env.QY_BENCH ('1' for bench/web's build, '0' otherwise, tools/build-web.ts),
 * so everywhere else the minifier folds this to the empty hook and drops ./palette-bench-hook.ts.
 * The hook chosen never changes while the page runs, so the rules of hooks hold.
 */
import type { PaletteEntry } from './palette-entries.ts';
import { usePaletteBenchEntries } from './palette-bench-hook.ts';

const NONE: PaletteEntry[] = [];

export const useBenchEntries: () => PaletteEntry[] =
  process.env.QY_BENCH === '1' ? usePaletteBenchEntries : () => NONE;
