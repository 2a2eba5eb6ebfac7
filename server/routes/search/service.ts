import { sql, type SQL } from 'drizzle-orm';
import { isRouteAllowedForMenu, type RouteName } from '#core/access';
import type { SearchHit, SearchKind } from '#core/types';
import { createMenuCache } from '../../auth/role-menus.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { depositAccounts, institutions, searchTerms, settlements } from '../../db/schema/index.ts';
import type { SessionUser } from '../../http/context.ts';
import { HAN, pinyinKeys } from '#core/pinyin';
import { withBusinessPrefix } from '#core/numbers';
import { NUMBER_TAIL } from '../../domain/search-keys.ts';

/** The page that shows each kind of record; a kind is searched only if the caller may open it. */
const ROUTE_OF_KIND: Record<SearchKind, RouteName> = {
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
 * The exclusive upper bound of the strings that start with `prefix` in code point (= UTF-8 byte)
 * order, or null when the last character has no simple successor (surrogates, U+FFFF).
 */
export function prefixUpperBound(prefix: string): string | null {
  const last = prefix.charCodeAt(prefix.length - 1);
  if (!prefix || last >= 0xd7ff) return null;
  return prefix.slice(0, -1) + String.fromCharCode(last + 1);
}

/**
 * A prefix match that stays an index range scan even in a cached generic plan (where `like $1`
 * cannot use an index): the range [prefix, upper bound), which in byte order holds exactly the
 * strings that start with the prefix (~>=~ / ~<~ compare bytes under any collation, and a
 * text_pattern_ops index serves them).
 * LIKE only when the prefix has no upper bound. The case is kept: terms are lower-case, numbers
 * upper-case.
 */
function prefixMatch(column: SQL, prefix: string): SQL {
  const bound = prefixUpperBound(prefix);
  if (bound === null)
    return sql`${column} like ${`${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;
  return sql`${column} ~>=~ ${prefix} and ${column} ~<~ ${bound}`;
}

/**
 * Named records whose terms start with `q`: the prefix range of the term index, capped, then one hit
 * per record ranked by its shortest matching term (an exact or near-exact match first).
 */
function termsBranch(q: string, kinds: SearchKind[], limit: number): SQL {
  const kindList = sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  );
  return sql`(select kind, key, title, subtitle, 0 as part from (
      select kind, key, min(title) as title, min(subtitle) as subtitle, min(length(term)) as best
      from (select kind, key, term, title, subtitle from ${searchTerms}
        where ${prefixMatch(sql`term`, q)} and kind in (${kindList})
        order by term using ~<~ limit ${TERM_SCAN_CAP}) candidates
      group by kind, key order by best, kind, key limit ${limit}) terms)`;
}

/**
 * Deposit accounts by number prefix, in the order of their text_pattern_ops index (an ordered range
 * scan under any database collation; LIKE alone would be a sequential scan in a generic plan).
 */
function depositsBranch(q: string, limit: number): SQL {
  const prefix = withBusinessPrefix('deposit', q);
  return sql`(select 'deposit' as kind, d.account_no as key, d.account_no as title,
      i.name as subtitle, 1 as part
    from ${depositAccounts} d join ${institutions} i on i.id = d.institution_id
    where ${prefixMatch(sql`d.account_no`, prefix)}
    order by d.account_no using ~<~ limit ${limit})`;
}

/** Settlements by number prefix, in the order of their text_pattern_ops index (an ordered range scan). */
function settlementsBranch(q: string, limit: number): SQL {
  const prefix = withBusinessPrefix('settlement', q);
  return sql`(select 'settlement' as kind, settlement_no as key, settlement_no as title,
      period::text as subtitle, 2 as part
    from ${settlements} where ${prefixMatch(sql`settlement_no`, prefix)}
    order by settlement_no using ~<~ limit ${limit})`;
}

/**
 * Deposit accounts and settlements whose number ends with `digits` (six or more): a prefix range of
 * the reversed number on its expression index.
 */
function tailBranches(digits: string, kinds: SearchKind[], limit: number): SQL[] {
  const reversed = [...digits].reverse().join('');
  const out: SQL[] = [];
  if (kinds.includes('deposit'))
    out.push(sql`(select 'deposit' as kind, d.account_no as key, d.account_no as title,
        i.name as subtitle, 1 as part
      from ${depositAccounts} d join ${institutions} i on i.id = d.institution_id
      where ${prefixMatch(sql`reverse(d.account_no)`, reversed)}
      order by reverse(d.account_no) using ~<~ limit ${limit})`);
  if (kinds.includes('settlement'))
    out.push(sql`(select 'settlement' as kind, settlement_no as key, settlement_no as title,
        period::text as subtitle, 2 as part
      from ${settlements} where ${prefixMatch(sql`reverse(settlement_no)`, reversed)}
      order by reverse(settlement_no) using ~<~ limit ${limit})`);
  return out;
}

interface HitRow {
  kind: string;
  key: string;
  title: string;
  subtitle: string;
  part: number;
}

/** A hit; a Chinese title carries its pinyin keys, which the console ranks by (it has no dictionary). */
const hit = (kind: SearchKind, key: string, title: string, subtitle: string): SearchHit => ({
  kind,
  key,
  title,
  subtitle,
  route: ROUTE_OF_KIND[kind],
  ...(HAN.test(title) ? { pinyin: pinyinKeys(title) } : {}),
});

/**
 * Palette search: named records through the search_terms index (name substrings, full pinyin,
 * pinyin initials, codes — all prefix LIKE on one btree), numbers of deposit accounts and
 * settlements by prefix on their own indexes, or by their last six or more digits. Best (shortest) term matches first.
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
  const looksLikeNumber = /^[a-z]{0,3}\d/.test(q) || /^(bzj|st)/.test(q);

  const branches: SQL[] = [];
  if (named.length > 0) branches.push(termsBranch(q, named, limit));
  if (kinds.includes('deposit') && looksLikeNumber) branches.push(depositsBranch(q, limit));
  if (kinds.includes('settlement') && looksLikeNumber) branches.push(settlementsBranch(q, limit));
  if (NUMBER_TAIL.test(q)) branches.push(...tailBranches(q, kinds, limit));
  if (branches.length === 0) return [];
  // One statement, one round trip: each branch is an index range scan with its own LIMIT.
  const rows = rowsOf<HitRow>(await db.execute(sql.join(branches, sql` union all `)));
  const byPart = (part: number) => rows.filter((r) => Number(r.part) === part);
  const seen = new Set<string>();
  const hits: SearchHit[] = [0, 1, 2].flatMap((part) =>
    byPart(part)
      .filter((r) => !seen.has(`${r.kind}:${r.key}`) && !!seen.add(`${r.kind}:${r.key}`))
      .map((r) => hit(r.kind as SearchKind, r.key, r.title, r.subtitle)),
  );
  return hits.slice(0, limit);
}
