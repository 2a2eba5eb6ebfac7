import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { isRouteAllowedForMenu, type RouteName } from '#core/access';
import type { SearchHit, SearchKind } from '#core/types';
import { createMenuCache } from '../../auth/role-menus.ts';
import type { Db } from '../../db/client.ts';
import { depositAccounts, institutions, searchTerms, settlements } from '../../db/schema/index.ts';
import type { SessionUser } from '../../http/context.ts';
import { likePrefix } from '../../domain/search-keys.ts';

/** The page that shows each kind of record; a kind is searched only if the caller may open it. */
export const ROUTE_OF_KIND: Record<SearchKind, RouteName> = {
  deposit: 'BzjList',
  merchant: 'BzjMerchantList',
  institution: 'BusinessList',
  settlement: 'SettleList',
  user: 'UserMmanage',
  org: 'StructureList',
  provider: 'PinganMerchantList',
};

const menuCaches = new WeakMap<Db, ReturnType<typeof createMenuCache>>();

async function allowedKinds(db: Db, user: SessionUser): Promise<SearchKind[]> {
  let cache = menuCaches.get(db);
  if (!cache) menuCaches.set(db, (cache = createMenuCache(db)));
  const names = await cache(user.role);
  return (Object.keys(ROUTE_OF_KIND) as SearchKind[]).filter((k) =>
    isRouteAllowedForMenu(ROUTE_OF_KIND[k], user.role, names),
  );
}

/** The most matching index rows looked at per query: bounds the work of one-letter prefixes. */
const TERM_SCAN_CAP = 400;

/**
 * Named records whose terms start with `q`: the prefix range of the term index, capped, then one hit
 * per record ranked by its shortest matching term (an exact or near-exact match first).
 */
async function matchTerms(db: Db, q: string, kinds: SearchKind[], limit: number) {
  const candidates = db
    .select({
      kind: searchTerms.kind,
      key: searchTerms.key,
      term: searchTerms.term,
      title: searchTerms.title,
      subtitle: searchTerms.subtitle,
    })
    .from(searchTerms)
    .where(and(sql`${searchTerms.term} like ${likePrefix(q)}`, inArray(searchTerms.kind, kinds)))
    .limit(TERM_SCAN_CAP)
    .as('candidates');
  return db
    .select({
      kind: candidates.kind,
      key: candidates.key,
      title: sql<string>`min(${candidates.title})`,
      subtitle: sql<string>`min(${candidates.subtitle})`,
    })
    .from(candidates)
    .groupBy(candidates.kind, candidates.key)
    .orderBy(sql`min(length(${candidates.term}))`, asc(candidates.kind), asc(candidates.key))
    .limit(limit);
}

const hit = (kind: SearchKind, key: string, title: string, subtitle: string): SearchHit => ({
  kind,
  key,
  title,
  subtitle,
  route: ROUTE_OF_KIND[kind],
});

/**
 * Palette search: named records through the search_terms index (name substrings, full pinyin,
 * pinyin initials, codes — all prefix LIKE on one btree), numbers of deposit accounts and
 * settlements by prefix on their own indexes. Best (shortest) term matches first.
 */
export async function search(
  db: Db,
  user: SessionUser,
  rawQ: string,
  limit: number,
): Promise<SearchHit[]> {
  const q = rawQ.trim().toLowerCase().replace(/\s+/g, '');
  if (!q) return [];
  const kinds = await allowedKinds(db, user);
  const named = kinds.filter((k) => k !== 'deposit' && k !== 'settlement');
  const upper = likePrefix(q).toUpperCase();
  const looksLikeNumber = /^[a-z]{0,3}\d/.test(q) || /^(bzj|st)/.test(q);

  const [terms, deposits, stls] = await Promise.all([
    named.length === 0 ? [] : matchTerms(db, q, named, limit),
    kinds.includes('deposit') && looksLikeNumber
      ? db
          .select({ no: depositAccounts.accountNo, name: institutions.name })
          .from(depositAccounts)
          .innerJoin(institutions, eq(institutions.id, depositAccounts.institutionId))
          .where(
            sql`${depositAccounts.accountNo} like ${upper.startsWith('BZJ') ? upper : `BZJ${upper}`}`,
          )
          .orderBy(asc(depositAccounts.accountNo))
          .limit(limit)
      : [],
    kinds.includes('settlement') && looksLikeNumber
      ? db
          .select({
            no: settlements.settlementNo,
            period: settlements.period,
            netFen: settlements.netFen,
          })
          .from(settlements)
          // No ORDER BY: the prefix range is read from the text_pattern_ops index in order already.
          .where(
            sql`${settlements.settlementNo} like ${upper.startsWith('ST') ? upper : `ST${upper}`}`,
          )
          .limit(limit)
      : [],
  ]);
  const hits: SearchHit[] = [
    ...terms.map((t) => hit(t.kind as SearchKind, t.key, t.title, t.subtitle)),
    ...deposits.map((d) => hit('deposit', d.no, d.no, d.name)),
    ...stls.map((s) => hit('settlement', s.no, s.no, s.period)),
  ];
  return hits.slice(0, limit);
}
