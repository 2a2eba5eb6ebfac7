import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Organisation, Page } from '#core/types';
import type { Db } from '../../db/client.ts';
import { organisations } from '../../db/schema/index.ts';
import { orderOf, parseSort } from '../../domain/paging.ts';
import type { OrgListQuery } from './inputs.ts';
import { toOrg } from './queries.ts';

function filters(q: OrgListQuery): SQL | undefined {
  const conds: (SQL | undefined)[] = [];
  if (q.status) conds.push(eq(organisations.status, q.status));
  if (q.kind) conds.push(eq(organisations.kind, q.kind));
  if (q.parentId) conds.push(eq(organisations.parentId, q.parentId));
  if (q.q) {
    const like = `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conds.push(or(ilike(organisations.name, like), ilike(organisations.code, like)));
  }
  return and(...conds);
}

export const ORG_SORTS = {
  id: organisations.id,
  code: organisations.code,
  name: organisations.name,
  createdAt: organisations.createdAt,
};

export async function listOrgs(db: Db, q: OrgListQuery): Promise<Page<Organisation>> {
  const choice = parseSort(q.sort, ORG_SORTS, 'id');
  const where = filters(q);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(organisations)
      .where(where)
      .orderBy(...orderOf(choice, organisations.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(organisations).where(where),
  ]);
  return { items: rows.map(toOrg), total: total.n, page: q.page, pageSize: q.pageSize };
}

export async function allOrgsForExport(db: Db, q: OrgListQuery): Promise<Organisation[]> {
  return (
    await db.select().from(organisations).where(filters(q)).orderBy(asc(organisations.id))
  ).map(toOrg);
}
