/**
 * Filter commands: on a list page the palette offers the page's filters for what was typed — a
 * status by its name in either language ('失败', 'failed', '待审核') and a month, day or range
 * ('2026-10', '10月', '上月', a..b) read by core's date parser. Running one writes the filter into
 * the URL like the filter bar does, keeping the filters already set (they stack).
 */
import {
  DEPOSIT_ACCOUNT_STATUSES,
  MERCHANT_STATUSES,
  SETTLEMENT_STATUSES,
  USER_STATUSES,
} from '#core/enums';
import { BUSINESS_TIME_ZONE, formatDayRange, parseDayRange, todayIn } from '#core/dates';
import type { SearchHit } from '#core/types';
import type { PaletteEntry } from './palette-entries.ts';
import { normalizeDateWord } from './compound-query.ts';
import { isFormOf, uniqueForms, wordForms } from './query-words.ts';

/**
 * A status or date filter whose word is exactly what was typed (in Chinese, English, full pinyin
 * or initials) ranks above organisation filters and record names that merely start so (issue 26).
 */
const EXACT_WORD_BOOST = 3_000;

interface ListFilters {
  /** The status filter's values and the message prefix of their names. */
  status?: { values: readonly string[]; names: string };
  /** The page filters by `from` / `to` days. */
  dates?: boolean;
  /** The query key that filters by a receiving organisation / a source institution. */
  org?: string;
  institution?: string;
}

/** The list pages whose filters the palette offers, by path. */
export const LIST_FILTERS: Record<string, ListFilters> = {
  '/settleManage/settleList': {
    status: { values: SETTLEMENT_STATUSES, names: 'status.settlement' },
    dates: true,
    org: 'orgId',
    institution: 'institutionId',
  },
  '/bzjManage/bzjList': {
    institution: 'institutionId',
    status: { values: DEPOSIT_ACCOUNT_STATUSES, names: 'status.deposit' },
  },
  '/bzjMerchantManage/bzjMerchantList': {
    status: { values: MERCHANT_STATUSES, names: 'status.merchant' },
    institution: 'institutionId',
  },
  '/sysSettings/userMmanage': {
    status: { values: USER_STATUSES, names: 'status.user' },
  },
};

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The URL of `path` with `patch` applied to its query (page reset, other filters kept). */
export function withFilters(path: string, search: string, patch: Record<string, string>): string {
  const params = new URLSearchParams(search);
  for (const [k, v] of Object.entries(patch)) params.set(k, v);
  params.delete('page');
  params.delete('open');
  return `${path}?${params.toString()}`;
}

export interface FilterCtx {
  t: Translate;
  /** The other locale's translator, so English words find Chinese names and back. */
  other: Translate;
  path: string;
  search: string;
  navigate(url: string): void;
  today?: string;
}

/**
 * Status filters are always listed (the palette's ranking matches names, pinyin and codes); the
 * date filter only when the query parses as a date or range.
 */
export function filterEntries(query: string, ctx: FilterCtx): PaletteEntry[] {
  const filters = LIST_FILTERS[ctx.path];
  if (!filters) return [];
  const out: PaletteEntry[] = [];
  const field = (key: string) => ctx.t(`palette.filter.${key}`);
  if (filters.status) {
    const { values, names } = filters.status;
    const forms = uniqueForms(
      values.map((v) =>
        wordForms([ctx.t(`${names}.${v}`), ctx.other(`${names}.${v}`), v.replace(/_/g, ' '), v]),
      ),
    );
    values.forEach((value, i) => {
      const name = ctx.t(`${names}.${value}`);
      out.push({
        id: `filter:status:${value}`,
        title: ctx.t('palette.filter.entry', { field: field('status'), value: name }),
        group: 'page',
        icon: 'list',
        keywords: [name, ctx.other(`${names}.${value}`), value, ...forms[i]],
        boost: isFormOf(query, forms[i]) ? EXACT_WORD_BOOST : 20,
        run: () => ctx.navigate(withFilters(ctx.path, ctx.search, { status: value })),
      });
    });
  }
  if (filters.dates && query.trim()) {
    const parsed = parseDayRange(
      normalizeDateWord(query),
      ctx.today ?? todayIn(BUSINESS_TIME_ZONE),
    );
    if (parsed.ok) {
      const { from, to } = parsed.range;
      out.push({
        id: `filter:date:${from}:${to}`,
        title: ctx.t('palette.filter.entry', {
          field: field('date'),
          value: formatDayRange(parsed.range),
        }),
        group: 'page',
        icon: 'calendar',
        hint: from === to ? from : `${from} – ${to}`,
        // Matches whatever was typed: the parser already decided it is this range.
        keywords: [query.trim()],
        boost: EXACT_WORD_BOOST - 100,
        run: () => ctx.navigate(withFilters(ctx.path, ctx.search, { from, to })),
      });
    }
  }
  return out;
}

/**
 * Organisation and institution filters from the server's search hits (it matches names, pinyin and
 * initials): on a list that filters by them, each such hit also offers 'Filter: organisation = …'.
 */
export function orgFilterEntries(hits: readonly SearchHit[], ctx: FilterCtx): PaletteEntry[] {
  const filters = LIST_FILTERS[ctx.path];
  if (!filters) return [];
  const out: PaletteEntry[] = [];
  for (const hit of hits) {
    const param =
      hit.kind === 'org'
        ? filters.org
        : hit.kind === 'institution'
          ? filters.institution
          : undefined;
    if (!param) continue;
    const field = ctx.t(`palette.filter.${hit.kind === 'org' ? 'org' : 'institution'}`);
    out.push({
      id: `filter:${param}:${hit.key}`,
      title: ctx.t('palette.filter.entry', { field, value: hit.title }),
      group: 'page',
      icon: hit.kind === 'org' ? 'tree' : 'building',
      hint: hit.subtitle,
      keywords: [hit.title],
      boost: 800,
      run: () => ctx.navigate(withFilters(ctx.path, ctx.search, { [param]: hit.key })),
    });
  }
  return out;
}
