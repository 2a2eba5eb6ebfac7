/**
 * Ranks the one-character queries of a large palette list while the browser is idle (rankAhead in
 * web/lib/palette-rank.ts), so a query's first keystroke, the one that scans every entry, answers
 * from memory. A keystroke always comes first: idle callbacks run only between them.
 */
import {
  AHEAD_CHARACTERS,
  rankAhead,
  type IndexedEntry,
  type RankInput,
} from '../../lib/palette-rank.ts';

/** Below this many entries a full scan fits well inside a frame: nothing is ranked ahead. */
export const RANK_AHEAD_FROM = 2000;

/** Starts ranking ahead; returns what stops it (the list changed or the palette closed). */
export function rankAheadWhenIdle<T extends RankInput>(
  entries: readonly IndexedEntry<T>[],
  limit: number,
): () => void {
  if (entries.length < RANK_AHEAD_FROM) return () => undefined;
  const idle = typeof requestIdleCallback === 'function';
  let next = 0;
  let cancelTurn: (() => void) | undefined;
  const step = (deadline?: IdleDeadline) => {
    cancelTurn = undefined;
    // One character at least, more while the idle period lasts.
    do rankAhead(entries, AHEAD_CHARACTERS[next++], limit);
    while (next < AHEAD_CHARACTERS.length && deadline && deadline.timeRemaining() > 15);
    if (next < AHEAD_CHARACTERS.length) schedule();
  };
  const schedule = () => {
    if (idle) {
      const handle = requestIdleCallback(step);
      cancelTurn = () => cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(step, 0);
      cancelTurn = () => clearTimeout(handle);
    }
  };
  schedule();
  return () => cancelTurn?.();
}
