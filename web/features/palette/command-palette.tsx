/**
 * The command palette (Ctrl/⌘+K): cmdk for the list mechanics with shouldFilter={false}, our own
 * ranking (substrings, word prefixes, pinyin initials and full pinyin) over the one command
 * registry plus recent items and server record hits, at most RENDER_CAP rows rendered (use-palette-list.ts). Commands
 * with `confirm` ask first. Every row shows its shortcut.
 */
import { Command } from 'cmdk';
import * as Dialog from 'radix-ui/dialog';
import {
  type KeyboardEvent,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocation, useSearch } from 'wouter';
import { ROUTE_BY_NAME, type RouteName } from '#core/access';
import { searchRecords } from '#core/api';
import { useApi, useI18nOf, useServices, useT } from '../../hooks/app-context.tsx';
import { useCommands } from '../../hooks/use-commands.ts';
import { indexEntries } from '../../lib/palette-rank.ts';
import { pushRecent, readRecent } from '../../lib/recent.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { Kbd } from '../../components/ui/kbd.tsx';
import { useHandedBackEscape } from '../../components/ui/escape-handoff.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { fromCommand, type PaletteEntry } from './palette-entries.ts';
import { orderSources } from './palette-results.ts';
import { hitsHoldKey, recentEntry, recordUrl } from './record-entries.ts';
import { claimError } from '../../lib/request-errors.ts';
import { useBenchEntries } from './bench-entries.ts';
import { ConfirmStep, PaletteRow } from './palette-row.tsx';
import { useRecordSearch } from './use-record-search.ts';
import { RENDER_CAP, usePaletteList } from './use-palette-list.ts';
import { useCompound } from './use-compound.ts';
import { rankAheadWhenIdle } from './rank-ahead.ts';

/** Rows a new query draws at first: the list's height holds about eleven. */
const FIRST_ROWS = 14;

export default function CommandPalette({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t, locale } = useT();
  const { storage } = useServices();
  const client = useApi();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const other = useI18nOf(locale === 'zh-CN' ? 'en-US' : 'zh-CN');
  const commands = useCommands();
  const benchEntries = useBenchEntries();
  const [query, setQuery] = useState('');
  const [pending, setPending] = useState<PaletteEntry | null>(null);
  // The query whose record number the server said does not exist (checked on Enter).
  const [missingFor, setMissingFor] = useState('');
  const [recentVersion, setRecentVersion] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  const records = useRecordSearch(query, open);
  // Typing stays responsive at tens of thousands of entries: ranking may lag a frame behind.
  const rankedQuery = useDeferredValue(query);

  useEffect(() => {
    if (open) {
      setQuery('');
      setPending(null);
      setRecentVersion((v) => v + 1);
    }
  }, [open]);

  const ctx = useMemo(
    () => ({
      t,
      navigate: (path: string) => navigate(path),
      icon: (route: RouteName) => ROUTE_BY_NAME.get(route)?.meta.icon ?? 'file',
      open: (route: RouteName, key: string, title: string, subtitle?: string) => {
        pushRecent(storage, { kind: 'record', route, key, title, subtitle });
        navigate(recordUrl(route, key));
      },
      exists: (key: string) =>
        searchRecords(client, key, 10).then(
          (hits) => hitsHoldKey(hits, key),
          (error: unknown) => {
            claimError(error); // the drawer will say what went wrong; no toast on top
            return true;
          },
        ),
    }),
    [t, navigate, storage, client],
  );

  const recent = useMemo(
    () => (open ? readRecent(storage).map((r) => recentEntry(r, ctx)) : []),
    // recentVersion re-reads the stored list each time the palette opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [open, recentVersion, storage, ctx],
  );

  // Index once per change of the sources, not per keystroke (pinyin is memoised per title).
  const indexed = useMemo(
    () => indexEntries(orderSources(commands.map(fromCommand), recent, benchEntries)),
    [commands, recent, benchEntries],
  );

  // The first keystroke of a query scans every entry: at tens of thousands, rank the one-character
  // queries while the palette waits for it.
  useEffect(() => (open ? rankAheadWhenIdle(indexed, RENDER_CAP) : undefined), [open, indexed]);

  // A new query draws one screenful of rows; scrolling or moving near the end draws the rest.
  const [drawn, setDrawn] = useState({ query: '', rows: FIRST_ROWS });
  const rows = drawn.query === rankedQuery ? drawn.rows : FIRST_ROWS;
  const drawMore = () => {
    if (rows < RENDER_CAP) setDrawn({ query: rankedQuery, rows: RENDER_CAP });
  };
  const compoundFor = useCompound({
    query,
    open,
    commands,
    filterCtx: { t, other: other.t, path: location, search, navigate },
  });
  const { groups, total, missingText, bestFor } = usePaletteList({
    compoundFor,
    indexed,
    query,
    rankedQuery,
    records,
    missingFor,
    ctx,
    filterCtx: { t, other: other.t, path: location, search, navigate },
    rows,
  });

  const shown = groups.reduce((n, g) => n + g.entries.length, 0);
  const firstId = groups[0]?.entries[0]?.id ?? '';
  // The best hit is selected for every new query, so Enter opens it; arrow keys move from there.
  // Derived during render (no effect), so a keystroke costs one render of the list, not two.
  const [picked, setPicked] = useState({ id: '', query: '' });
  const selected = picked.query === rankedQuery && picked.id ? picked.id : firstId;
  const setSelected = (id: string) => {
    // cmdk reports the row it selects for a new list, which is already the selected one.
    if (id !== selected) setPicked({ id, query: rankedQuery });
    const ids = groups.flatMap((g) => g.entries.map((e) => e.id));
    if (ids.indexOf(id) >= ids.length - 2) drawMore();
  };

  // The bench and tests read which query the rendered list answers.
  useLayoutEffect(() => {
    listRef.current?.setAttribute('data-query', rankedQuery);
  }, [rankedQuery, groups]);

  const run = async (entry: PaletteEntry, forQuery = query) => {
    if (entry.confirm && pending?.id !== entry.id) {
      setPending(entry);
      return;
    }
    if (entry.guard && !(await entry.guard())) {
      setMissingFor(forQuery);
      return;
    }
    onOpenChange(false);
    await entry.run();
  };
  // Stable for the memoised rows; it reads the latest `run` through a ref.
  const runRef = useRef(run);
  runRef.current = run;
  const runEntry = useCallback((entry: PaletteEntry) => void runRef.current(entry), []);

  // Enter runs the selected row when the list answers the field; otherwise (the field changed in
  // this frame) the best entry for the field's text, never a row of the list drawn before.
  const inputRef = useRef<HTMLInputElement>(null);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
    const typed = inputRef.current?.value ?? query;
    if (typed === query && typed === rankedQuery) return;
    e.preventDefault(); // cmdk would run the stale list's selected row
    const best = bestFor(typed);
    if (best) void run(best, typed);
  };

  // An Escape a toast hands back: the confirm step's own Escape goes back to the list.
  const escapeRef = useHandedBackEscape(() => (pending ? setPending(null) : onOpenChange(false)));
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/35 animate-fade-in" />
        <Dialog.Content
          ref={escapeRef}
          aria-label={t('palette.title')}
          className="fixed top-[12vh] left-1/2 z-50 w-[min(94vw,640px)] -translate-x-1/2 overflow-hidden rounded-xl border border-line bg-surface shadow-pop animate-pop-in"
        >
          <Dialog.Title className="sr-only">{t('palette.title')}</Dialog.Title>
          <Dialog.Description className="sr-only">{t('palette.placeholder')}</Dialog.Description>
          {pending ? (
            <ConfirmStep
              entry={pending}
              onCancel={() => setPending(null)}
              onConfirm={() => void run(pending)}
            />
          ) : (
            <Command
              shouldFilter={false}
              loop
              value={selected}
              onValueChange={setSelected}
              onKeyDown={onKeyDown}
              label={t('palette.title')}
              className="flex flex-col"
            >
              <div className="flex items-center gap-2.5 border-b border-line px-4">
                <Icon name="search" size={18} className="shrink-0 text-fg-3" />
                <Command.Input
                  ref={inputRef}
                  value={query}
                  onValueChange={setQuery}
                  placeholder={t('palette.placeholder')}
                  className="h-13 min-w-0 flex-1 bg-transparent py-4 text-[15px] text-fg outline-none placeholder:text-fg-3 focus-visible:outline-none"
                />
                {records.status === 'loading' && (
                  <Spinner size={16} className="text-fg-3" label={t('palette.searching')} />
                )}
                <Kbd keys={['escape']} />
              </div>
              <Command.List
                ref={listRef}
                onScroll={(e) => {
                  const el = e.currentTarget;
                  if (el.scrollTop + el.clientHeight > el.scrollHeight - 80) drawMore();
                }}
                className="max-h-[min(60vh,460px)] overflow-y-auto overscroll-contain p-2 scrollbar-thin"
              >
                {missingText && (
                  // A disabled option: read in the list, never selected, so Enter opens nothing.
                  <Command.Item
                    disabled
                    value="palette:missing-record"
                    className="flex items-center gap-1.5 px-3 py-2.5 text-sm text-fg-2"
                  >
                    <Icon name="exclamation" size={14} className="text-warning" />
                    <span role="status">{missingText}</span>
                  </Command.Item>
                )}
                {shown === 0 && !missingText && records.status !== 'loading' && (
                  <div className="px-4 py-10 text-center">
                    <p className="text-sm text-fg">{t('palette.empty', { query })}</p>
                    <p className="mt-1 text-xs text-fg-3">{t('palette.emptyHint')}</p>
                  </div>
                )}
                {records.status === 'error' && (
                  <p role="status" className="px-3 py-2 text-xs text-danger">
                    {t('palette.searchFailed', { message: errorMessage(records.error, t) })}
                  </p>
                )}
                {groups.map((g) => (
                  <Command.Group
                    key={g.group}
                    heading={t(`palette.group.${g.group}`)}
                    className="[&_[cmdk-group-heading]]:px-2.5 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-fg-3"
                  >
                    {g.entries.map((entry) => (
                      <PaletteRow key={entry.id} entry={entry} onSelect={runEntry} />
                    ))}
                  </Command.Group>
                ))}
                {total > shown && shown > 0 && (
                  <p className="px-3 py-2 text-xs text-fg-3">
                    {t('palette.more', { count: total - shown })}
                  </p>
                )}
              </Command.List>
              <div className="flex items-center gap-4 border-t border-line bg-surface-2 px-4 py-2 text-xs text-fg-3">
                <span className="flex items-center gap-1.5">
                  <Kbd keys={['arrowup']} />
                  <Kbd keys={['arrowdown']} />
                  {t('palette.footer.move')}
                </span>
                <span className="flex items-center gap-1.5">
                  <Kbd keys={['enter']} />
                  {t('palette.footer.open')}
                </span>
                <span className="flex items-center gap-1.5">
                  <Kbd keys={['escape']} />
                  {t('palette.footer.close')}
                </span>
              </div>
            </Command>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
