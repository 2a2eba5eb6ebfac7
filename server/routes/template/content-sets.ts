import { and, count, eq, gte, ilike, lt, sql } from 'drizzle-orm';
import { contentSets } from '../../db/schema/index.ts';
import type { AuthedCtx } from '../../http/context.ts';
import { labelColumn, textColumn } from '#core/csv';
import { type ListSource } from '../../list/source.ts';
import { countedBy, pagedRows } from '../../list/paged-rows.ts';
import type { ContentSetQuery } from './inputs.ts';

type Row = typeof contentSets.$inferSelect;
const toWire = (r: Row) => ({ ...r, createdAt: r.createdAt.toISOString() });
type ContentSet = ReturnType<typeof toWire>;

const nextDay = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d;
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function filters(q: ContentSetQuery) {
  return and(
    q.number ? sql`${contentSets.number} like ${`${escapeLike(q.number)}%`}` : undefined,
    q.name ? ilike(contentSets.name, `%${escapeLike(q.name)}%`) : undefined,
    q.contentType ? eq(contentSets.contentType, q.contentType) : undefined,
    q.filterType ? eq(contentSets.filterType, q.filterType) : undefined,
    q.status ? eq(contentSets.status, q.status) : undefined,
    q.createdFrom ? gte(contentSets.createdAt, new Date(`${q.createdFrom}T00:00:00Z`)) : undefined,
    q.createdTo ? lt(contentSets.createdAt, nextDay(q.createdTo)) : undefined,
  );
}

/** The search table (SearchTable): every filter of the template, newest first by default. */
export const contentSetSource: ListSource<ContentSetQuery, ContentSet> = {
  name: 'content-sets',
  id: contentSets.id,
  sorts: {
    number: contentSets.number,
    name: contentSets.name,
    count: contentSets.count,
    createdAt: contentSets.createdAt,
  },
  defaultSort: '-createdAt',
  filters,
  rows: pagedRows((db) => db.select().from(contentSets), toWire),
  count: countedBy((db) => db.select({ n: count() }).from(contentSets)),
  columns: [
    textColumn('number', 'template.contentSet.number', (r) => r.number),
    textColumn('name', 'template.contentSet.name', (r) => r.name),
    labelColumn(
      'contentType',
      'template.contentSet.contentType',
      (r) => `template.contentSet.type.${r.contentType}`,
    ),
    labelColumn(
      'filterType',
      'template.contentSet.filterType',
      (r) => `template.contentSet.filter.${r.filterType}`,
    ),
    textColumn('count', 'template.contentSet.count', (r) => r.count),
    textColumn('createdAt', 'template.contentSet.createdAt', (r) => r.createdAt),
    labelColumn('status', 'data.common.status', (r) => `template.contentSet.status.${r.status}`),
  ],
};

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
    // Numbers are max + 1: concurrent creates on PostgreSQL take turns here (released at commit),
    // or two would read the same max and the second would hit the unique index.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('qy-content-set-number'))`);
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
