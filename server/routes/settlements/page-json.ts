import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { settlements as s } from '../../db/schema/index.ts';
import { orderOf, type SortChoice } from '../../domain/paging.ts';
import { namesOf } from '../../domain/record-names.ts';
import type { TotalsFilter } from '../../domain/settlement-totals.ts';
import { RawJson } from '../../http/raw-json.ts';
import { settlementFilters } from './queries.ts';

/** An instant as Date.toISOString writes it (the columns keep milliseconds). */
const isoOf = (column: unknown) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The API's fields of a settlement, toSettlement's in its order, as the page query selects them
 * (a row of the page is then the item: json_agg writes it without a per-field json_build_object),
 * except that `orgName` and `institutionName` hold the ids again: withNames puts the names there
 * (looked up per row in the query, they were most of its cost on PGlite).
 */
const ITEM_FIELDS = {
  id: s.id,
  settlementNo: s.settlementNo,
  period: s.period,
  orgId: s.orgId,
  orgName: s.orgId,
  institutionId: s.institutionId,
  institutionName: s.institutionId,
  grossFen: s.grossFen,
  shareBp: s.shareBp,
  shareFen: s.shareFen,
  feeFen: s.feeFen,
  netFen: s.netFen,
  bankSerialNo: s.bankSerialNo,
  failureReason: s.failureReason,
  status: s.status,
  version: s.version,
  createdAt: isoOf(s.createdAt),
  updatedAt: isoOf(s.updatedAt),
};
const itemFields = Object.fromEntries(
  Object.entries(ITEM_FIELDS).map(([name, value]) => [name, sql`${value}`.as(name)]),
);

/**
 * The page's items as one JSON array text, in `choice` order: the rows of the page first (so
 * skipped rows of an offset cost no JSON), then each row as one JSON object.
 */
function pageQuery(
  db: Db,
  where: SQL | undefined,
  choice: SortChoice,
  limit: unknown,
  offset: unknown,
) {
  // Every sort field is an item field of the same name (the sort key is in the row anyway).
  if (!(choice.field in ITEM_FIELDS)) throw new Error(`sort ${choice.field} is not an item field`);
  const page = db
    .select(itemFields)
    .from(s)
    .where(where)
    .orderBy(...orderOf(choice, s.id))
    .limit(limit as number)
    .offset(offset as number)
    .as('page');
  const row = sql.identifier('page');
  const key = sql`${row}.${sql.identifier(choice.field)}`;
  const direction = sql.raw(choice.descending ? 'desc' : 'asc');
  return db
    .select({
      items: sql<string>`coalesce(json_agg(${row} order by ${key} ${direction}, ${row}."id" ${direction}), '[]')::text`,
    })
    .from(page);
}

/** The filters a page statement is prepared for; a number search (`q`) is built per request. */
const PREPARED_FILTERS = ['status', 'orgId', 'institutionId', 'from', 'to'] as const;

type PageStatement = { execute(values: Record<string, unknown>): Promise<{ items: string }[]> };
const pageStatements = new WeakMap<Db, Map<string, PageStatement>>();

/** The statement for one combination of filters and sort, built once per database. */
function pageStatement(db: Db, present: readonly string[], choice: SortChoice): PageStatement {
  const key = `${present.join()}|${choice.field}|${choice.descending ? 'desc' : 'asc'}`;
  let statements = pageStatements.get(db);
  if (!statements) pageStatements.set(db, (statements = new Map()));
  let statement = statements.get(key);
  if (!statement) {
    const has = (name: string) => present.includes(name);
    const value = (name: string) => sql.placeholder(name);
    const where = and(
      has('status') ? eq(s.status, value('status')) : undefined,
      has('orgId') ? eq(s.orgId, value('orgId')) : undefined,
      has('institutionId') ? eq(s.institutionId, value('institutionId')) : undefined,
      has('from') ? gte(s.period, value('from')) : undefined,
      has('to') ? lte(s.period, value('to')) : undefined,
    );
    statement = pageQuery(db, where, choice, value('limit'), value('offset')).prepare(
      `settlements_page_${statements.size}`,
    );
    statements.set(key, statement);
  }
  return statement;
}

/**
 * One page of the filtered settlements in `choice` order, as the JSON the API sends: PostgreSQL
 * builds the items (one text value instead of a row per settlement to parse, map and serialise
 * again), from a statement built once per filter combination with the values as parameters.
 */
export async function settlementPageJson(
  db: Db,
  q: TotalsFilter,
  choice: SortChoice,
  limit: number,
  offset: number,
): Promise<RawJson> {
  const [row] = q.q
    ? await pageQuery(db, settlementFilters(q), choice, limit, offset)
    : await pageStatement(
        db,
        PREPARED_FILTERS.filter((name) => Boolean(q[name])),
        choice,
      ).execute({ ...q, limit, offset });
  return new RawJson(await withNames(db, row.items));
}

/**
 * The `"orgName":<id>` and `"institutionName":<id>` members of pageQuery's JSON text with the id
 * replaced by the name. Only a member can match: in a string value every `"` is escaped (`\"`), so
 * stored text such as `"orgName":7` in a failure reason reads `\"orgName\":7` and is left as it is.
 */
const NAME_SLOT = /"(orgName|institutionName)"\s*:\s*(\d+)/g;

async function withNames(db: Db, items: string): Promise<string> {
  const orgIds = new Set<number>();
  const institutionIds = new Set<number>();
  for (const [, member, id] of items.matchAll(NAME_SLOT)) {
    (member === 'orgName' ? orgIds : institutionIds).add(Number(id));
  }
  if (orgIds.size === 0 && institutionIds.size === 0) return items;
  const [orgNames, institutionNames] = await Promise.all([
    namesOf(db, 'organisations', orgIds),
    namesOf(db, 'institutions', institutionIds),
  ]);
  return items.replace(NAME_SLOT, (_, member: string, id: string) => {
    const names = member === 'orgName' ? orgNames : institutionNames;
    return `"${member}":${JSON.stringify(names.get(Number(id)) ?? '')}`;
  });
}
