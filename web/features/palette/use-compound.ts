/**
 * The palette's compound query on a list: reads the parts against the list's vocabulary, asks the
 * server about the one part it does not read (an organisation or institution), and runs the
 * entry's action once the list has taken the new filters.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { BUSINESS_TIME_ZONE, todayIn } from '#core/dates';
import type { CommandDef } from '../../lib/commands.ts';
import { compoundEntry, listVocabulary, unknownPart } from './compound-entries.ts';
import { readCompound } from './compound-query.ts';
import type { FilterCtx } from './filter-entries.ts';
import type { PaletteEntry } from './palette-entries.ts';
import { useRecordSearch } from './use-record-search.ts';

export function useCompound(input: {
  query: string;
  open: boolean;
  commands: readonly CommandDef[];
  filterCtx: FilterCtx;
}): (q: string) => PaletteEntry | null {
  const { query, open, commands } = input;
  const { t, other, path, search, navigate } = input.filterCtx;
  const vocab = useMemo(
    () =>
      listVocabulary({ t, other, path, search, navigate }, commands, todayIn(BUSINESS_TIME_ZONE)),
    [t, other, path, search, navigate, commands],
  );
  const unknown = vocab ? unknownPart(readCompound(query, vocab)) : '';
  const orgSearch = useRecordSearch(unknown, open && unknown !== '');
  const orgHits =
    orgSearch.status === 'done' && orgSearch.query === unknown.trim() ? orgSearch.hits : null;

  // The action waits for its command to be registered again with the list's new query.
  const [waiting, setWaiting] = useState<{ id: string; before: CommandDef | undefined } | null>(
    null,
  );
  useEffect(() => {
    if (!waiting) return;
    const now = commands.find((c) => c.id === waiting.id);
    if (now && now !== waiting.before) {
      setWaiting(null);
      void now.run();
    }
  }, [commands, waiting]);

  return useCallback(
    (q: string) =>
      compoundEntry(
        q,
        vocab,
        q.trim() && unknownPart(vocab ? readCompound(q, vocab) : null) === unknown ? orgHits : null,
        {
          t,
          other,
          path,
          search,
          navigate,
          runCommand: (id, afterUpdate) => {
            const before = commands.find((c) => c.id === id);
            if (afterUpdate) setWaiting({ id, before });
            else void before?.run();
          },
        },
      ),
    [vocab, orgHits, unknown, t, other, path, search, navigate, commands],
  );
}
