import { and, count, eq, gte, ilike, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contentSets } from '../../db/schema/index.ts';
import {
  afterCursor,
  orderOf,
  parseSort,
  type CursorKey,
  type SortChoice,
} from '../../domain/paging.ts';
import type { AuthedCtx } from '../../http/context.ts';
import type { ContentSetQuery } from './inputs.ts';

type Row = typeof contentSets.$inferSelect;
const toWire = (r: Row) => ({ ...r, createdAt: r.createdAt.toISOString() });

const nextDay = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d;
};

type Wire = ReturnType<typeof toWire>;

const SORTS = {
  number: contentSets.number,
  name: contentSets.name,
  count: contentSets.count,
  createdAt: contentSets.createdAt,
};
export const contentSetSort = (sort?: string): SortChoice => parseSort(sort, SORTS, '-createdAt');
export const contentSetValue = (c: SortChoice) => (r: Wire) =>
  r[c.field as 'number' | 'name' | 'count' | 'createdAt'];

function filters(q: Omit<ContentSetQuery, 'page' | 'pageSize'>) {
  return and(
    q.number
      ? sql`${contentSets.number} like ${`${q.number.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`
      : undefined,
    q.name ? ilike(contentSets.name, `%${q.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
    q.contentType ? eq(contentSets.contentType, q.contentType) : undefined,
    q.filterType ? eq(contentSets.filterType, q.filterType) : undefined,
    q.status ? eq(contentSets.status, q.status) : undefined,
    q.createdFrom ? gte(contentSets.createdAt, new Date(`${q.createdFrom}T00:00:00Z`)) : undefined,
    q.createdTo ? lt(contentSets.createdAt, nextDay(q.createdTo)) : undefined,
  );
}

/** Keyset pages of the filtered set in the chosen order (the CSV export). */
export function fetchContentSetsAfter(db: Db, q: ContentSetQuery, choice: SortChoice) {
  return async (after: CursorKey | null, limit: number) =>
    (
      await db
        .select()
        .from(contentSets)
        .where(and(filters(q), after ? afterCursor(choice, contentSets.id, after) : undefined))
        .orderBy(...orderOf(choice, contentSets.id))
        .limit(limit)
    ).map(toWire);
}

/** The search table: every filter of the template, sorted (newest first by default), paged. */
export async function listContentSets(db: Db, q: ContentSetQuery) {
  const where = filters(q);
  const choice = contentSetSort(q.sort);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contentSets)
      .where(where)
      .orderBy(...orderOf(choice, contentSets.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(contentSets).where(where),
  ]);
  return { items: rows.map(toWire), total: total.n, page: q.page, pageSize: q.pageSize };
}

export async function createContentSet(
  ctx: AuthedCtx,
  body: {
    name: string;
    contentType: Row['contentType'];
    filterType: Row['filterType'];
    count: number;
    status: Row['status'];
  },
) {
  return ctx.db.transaction(async (tx) => {
    const [max] = await tx
      .select({ n: sql<number>`coalesce(max(${contentSets.number}::int), 10000)::int` })
      .from(contentSets);
    const [row] = await tx
      .insert(contentSets)
      .values({ ...body, number: String(Number(max.n) + 1), createdAt: ctx.clock.now() })
      .returning();
    await ctx.audit(
      {
        module: 'content_sets',
        action: 'create',
        target: row.number,
        result: 'success',
        detail: { after: toWire(row) },
      },
      tx,
    );
    return toWire(row);
  });
}
