/**
 * The compound entry: 'failed october export' on a list becomes one palette entry whose title
 * says how each part was read; Enter writes every filter (and the sort) into the URL at once and,
 * when a part named an action, runs that action on the filtered list.
 */
import { formatDayRange } from '#core/dates';
import type { SearchHit } from '#core/types';
import type { CommandDef } from '../../lib/commands.ts';
import { patchOf, readCompound, type PartReading, type Vocabulary } from './compound-query.ts';
import { LIST_FILTERS, withFilters, type FilterCtx } from './filter-entries.ts';
import type { PaletteEntry } from './palette-entries.ts';
import { uniqueForms, wordForms } from './query-words.ts';

/** Sort words an operator types (both languages and pinyin), for the list's first date column. */
const SORT_WORDS = {
  oldest: ['oldest', 'earliest', '最早', 'zuizao', 'zz'],
  newest: ['newest', 'latest', '最新', 'zuixin', 'zx'],
} as const;

/** Action words of the list's export (the only action a compound query runs). */
const EXPORT_WORDS = ['export', 'csv', '导出', 'daochu', 'dc'];

/** The list on screen's vocabulary: its status filter, its dates, its sort and export commands. */
export function listVocabulary(
  ctx: FilterCtx,
  commands: readonly CommandDef[],
  today: string,
): Vocabulary | null {
  const filters = LIST_FILTERS[ctx.path];
  if (!filters) return null;
  const statusValues = filters.status?.values ?? [];
  const names = filters.status?.names ?? '';
  const statusForms = uniqueForms(
    statusValues.map((v) =>
      wordForms([ctx.t(`${names}.${v}`), ctx.other(`${names}.${v}`), v.replace(/_/g, ' '), v]),
    ),
  );
  const statuses = statusValues.map((value, i) => ({
    value,
    label: ctx.t(`${names}.${value}`),
    forms: statusForms[i],
  }));
  const sorts = [];
  for (const c of commands) {
    if (!c.id.startsWith('table:sort:')) continue;
    const value = c.id.slice('table:sort:'.length);
    // The first date column's commands carry 'oldest first' / 'newest first' in their words.
    const word = c.keywords?.includes(ctx.t('data.sort.oldest'))
      ? 'oldest'
      : c.keywords?.includes(ctx.t('data.sort.newest'))
        ? 'newest'
        : null;
    if (word) sorts.push({ value, label: c.title, forms: wordForms(SORT_WORDS[word]) });
  }
  const exportCommand = commands.find((c) => c.id.startsWith('export:'));
  const actions = exportCommand
    ? [{ value: exportCommand.id, label: exportCommand.title, forms: wordForms(EXPORT_WORDS) }]
    : [];
  return { statuses, dates: Boolean(filters.dates), sorts, actions, today };
}

/** The one part left to the server (an organisation or institution), if exactly one is left. */
export function unknownPart(readings: readonly PartReading[] | null): string {
  const unknown = readings?.filter((r) => r.kind === 'unknown') ?? [];
  return unknown.length === 1 ? unknown[0].text : '';
}

interface CompoundCtx extends FilterCtx {
  /**
   * Runs a command of the list; with `afterUpdate`, once the URL change has reached it (the
   * export then sends the new filters, not the ones it was registered with).
   */
  runCommand(commandId: string, afterUpdate: boolean): void;
}

/**
 * The entry for a compound query, when every part is read (the unknown one by `orgHits`, the
 * server's answer for it: its first organisation or institution hit the list filters by).
 */
export function compoundEntry(
  query: string,
  vocab: Vocabulary | null,
  orgHits: readonly SearchHit[] | null,
  ctx: CompoundCtx,
): PaletteEntry | null {
  if (!vocab) return null;
  const readings = readCompound(query, vocab);
  if (!readings) return null;
  const filters = LIST_FILTERS[ctx.path];
  const patch = patchOf(readings);
  const shown: string[] = [];
  let action: string | null = null;
  for (const r of readings) {
    const field = (key: string, value: string) =>
      ctx.t('palette.compound.part', {
        text: r.text,
        field: ctx.t(`palette.filter.${key}`),
        value,
      });
    if (r.kind === 'status') shown.push(field('status', r.label));
    else if (r.kind === 'date') shown.push(field('date', formatDayRange(r.range)));
    else if (r.kind === 'sort')
      shown.push(ctx.t('palette.compound.sort', { text: r.text, value: r.label }));
    else if (r.kind === 'action') {
      action = r.id;
      shown.push(ctx.t('palette.compound.action', { text: r.text, value: r.label }));
    } else {
      const hit = orgHits?.find(
        (h) =>
          (h.kind === 'org' && filters.org) || (h.kind === 'institution' && filters.institution),
      );
      if (!hit) return null;
      const param = hit.kind === 'org' ? filters.org! : filters.institution!;
      patch[param] = hit.key;
      shown.push(field(hit.kind === 'org' ? 'org' : 'institution', hit.title));
    }
  }
  const { sort, ...filterPatch } = patch;
  const runAction = action;
  return {
    id: `compound:${readings.map((r) => r.text).join(' ')}`,
    title: ctx.t('palette.compound.entry', { parts: shown.join(ctx.t('palette.compound.and')) }),
    group: 'page',
    icon: runAction ? 'download' : 'list',
    hint: ctx.t('palette.compound.hint', { count: readings.length }),
    // Matches the query it was read from, whatever the ranking makes of its parts.
    keywords: [query.trim()],
    // Above every single part: it is what the whole query asked for.
    boost: 20_000,
    run: () => {
      const params = new URLSearchParams(
        withFilters(ctx.path, ctx.search, filterPatch).split('?')[1],
      );
      if (sort) params.set('sort', sort);
      const url = `${ctx.path}?${params.toString()}`;
      const current = ctx.search ? `${ctx.path}?${ctx.search}` : ctx.path;
      if (url !== current) ctx.navigate(url);
      if (runAction) ctx.runCommand(runAction, url !== current);
    },
  };
}
