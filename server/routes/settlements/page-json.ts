import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { institutions, organisations, settlements as s } from '../../db/schema/index.ts';
import { orderOf, type SortChoice } from '../../domain/paging.ts';
import type { TotalsFilter } from '../../domain/settlement-totals.ts';
import { RawJson } from '../../http/raw-json.ts';
import { settlementFilters } from './queries.ts';

/** An instant as Date.toISOString writes it (the columns keep milliseconds). */
const isoOf = (column: unknown) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The page's items as one JSON array text, in `choice` order: the rows of the page first (so
 * skipped rows of an offset cost no JSON), then each as the API sends it, toSettlement's fields
 * in its order. The organisation and institution names are looked up for the page's rows only, by
 * key: as joins in the page's query they made PostgreSQL plan a three-table join on every call
 * (these statements get a custom plan each time), about half the query's CPU.
 */
function pageQuery(
  db: Db,
  where: SQL | undefined,
  choice: SortChoice,
  limit: unknown,
  offset: unknown,
) {
  const p = db
    .select({
      id: s.id,
      settlementNo: s.settlementNo,
      period: s.period,
      orgId: s.orgId,
      institutionId: s.institutionId,
      grossFen: s.grossFen,
      shareBp: s.shareBp,
      shareFen: s.shareFen,
      feeFen: s.feeFen,
      netFen: s.netFen,
      bankSerialNo: s.bankSerialNo,
      failureReason: s.failureReason,
      status: s.status,
      version: s.version,
      createdAt: s.createdAt,
      updatedAt: s.updatedAt,
      key: sql`${choice.column}`.as('sort_key'),
    })
    .from(s)
    .where(where)
    .orderBy(...orderOf(choice, s.id))
    .limit(limit as number)
    .offset(offset as number)
    .as('page');
  const orgName = sql`coalesce((select ${organisations.name} from ${organisations} where ${organisations.id} = ${p.orgId}), '')`;
  const institutionName = sql`coalesce((select ${institutions.name} from ${institutions} where ${institutions.id} = ${p.institutionId}), '')`;
  const item = sql`json_build_object(
    'id', ${p.id}, 'settlementNo', ${p.settlementNo}, 'period', ${p.period},
    'orgId', ${p.orgId}, 'orgName', ${orgName},
    'institutionId', ${p.institutionId}, 'institutionName', ${institutionName},
    'grossFen', ${p.grossFen}, 'shareBp', ${p.shareBp}, 'shareFen', ${p.shareFen},
    'feeFen', ${p.feeFen}, 'netFen', ${p.netFen}, 'bankSerialNo', ${p.bankSerialNo},
    'failureReason', ${p.failureReason}, 'status', ${p.status}, 'version', ${p.version},
    'createdAt', ${isoOf(p.createdAt)}, 'updatedAt', ${isoOf(p.updatedAt)})`;
  const direction = sql.raw(choice.descending ? 'desc' : 'asc');
  return db
    .select({
      items: sql<string>`coalesce(json_agg(${item} order by ${p.key} ${direction}, ${p.id} ${direction}), '[]')::text`,
    })
    .from(p);
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
  return new RawJson(row.items);
}
