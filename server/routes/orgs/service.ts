import { and, asc, count, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { AppError, Code } from '#core/errors';
import { splitByShares, FULL_BP } from '#core/money';
import type { Organisation, OrgTreeNode, Page, SplitPreview } from '#core/types';
import type { Db } from '../../db/client.ts';
import { institutions, organisations, settlements, users } from '../../db/schema/index.ts';
import { rowsOf } from '../../db/migrate.ts';
import type { AuthedCtx } from '../../http/context.ts';
import { audited, isUniqueViolation } from '../../domain/decisions.ts';
import { maskBankAccount } from '../../domain/masking.ts';
import { orderOf, parseSort } from '../../domain/paging.ts';
import { reindexRecord } from '../../domain/search-index.ts';
import type { OrgListQuery } from './inputs.ts';

type OrgRow = typeof organisations.$inferSelect;

export function toOrg(row: OrgRow): Organisation {
  return {
    id: row.id,
    parentId: row.parentId,
    code: row.code,
    name: row.name,
    kind: row.kind,
    settlementTarget: row.settlementTarget,
    shareBp: row.shareBp,
    bankAccount: maskBankAccount(row.bankAccount),
    status: row.status,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function findOrg(db: Db, id: number): Promise<OrgRow> {
  const [row] = await db.select().from(organisations).where(eq(organisations.id, id));
  if (!row) throw new AppError(Code.NotFound);
  return row;
}

export async function getOrg(db: Db, id: number): Promise<Organisation> {
  return toOrg(await findOrg(db, id));
}

/** The whole tree with each node's user count (a few hundred nodes at most). */
export async function orgTree(db: Db): Promise<OrgTreeNode[]> {
  const rows = await db.select().from(organisations).orderBy(asc(organisations.id));
  const counts = await db
    .select({ orgId: users.orgId, n: count() })
    .from(users)
    .groupBy(users.orgId);
  const userCount = new Map(counts.map((c) => [c.orgId, c.n]));
  const nodes = new Map<number, OrgTreeNode>(
    rows.map((r) => [r.id, { ...toOrg(r), children: [], userCount: userCount.get(r.id) ?? 0 }]),
  );
  const roots: OrgTreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

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

/** Refuses when the settlement-target shares under `parentId` would exceed 10000 bp. */
async function checkShares(
  db: Db,
  parentId: number | null,
  shareBp: number,
  settlementTarget: boolean,
  selfId?: number,
): Promise<void> {
  if (parentId === null || !settlementTarget) return;
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${organisations.shareBp}), 0)::int` })
    .from(organisations)
    .where(
      and(
        eq(organisations.parentId, parentId),
        eq(organisations.settlementTarget, true),
        selfId ? ne(organisations.id, selfId) : undefined,
      ),
    );
  if (Number(row.sum) + shareBp > FULL_BP)
    throw new AppError(Code.SharesExceedTotal, { data: { siblingsBp: Number(row.sum), shareBp } });
}

/** Refuses moving `id` under itself or one of its descendants. */
async function checkNoCycle(db: Db, id: number, newParentId: number | null): Promise<void> {
  let cursor = newParentId;
  const seen = new Set<number>();
  while (cursor !== null) {
    if (cursor === id || seen.has(cursor)) throw new AppError(Code.OrgCycle);
    seen.add(cursor);
    const [parent] = await db
      .select({ parentId: organisations.parentId })
      .from(organisations)
      .where(eq(organisations.id, cursor));
    if (!parent) throw new AppError(Code.NotFound, { fields: { parentId: 'not found' } });
    cursor = parent.parentId;
  }
}

const reindex = (db: Db, row: OrgRow) =>
  reindexRecord(db, {
    kind: 'org',
    key: String(row.id),
    title: row.name,
    subtitle: row.code,
    name: row.name,
    codes: [row.code],
  });

export async function createOrg(
  ctx: AuthedCtx,
  body: {
    parentId: number | null;
    code: string;
    name: string;
    kind: OrgRow['kind'];
    settlementTarget: boolean;
    shareBp: number;
    bankAccount: string;
  },
): Promise<Organisation> {
  return audited(
    ctx,
    {
      module: 'orgs',
      action: 'create',
      target: body.code,
      detail: { after: { ...body, bankAccount: maskBankAccount(body.bankAccount) } },
    },
    async () => {
      try {
        return await ctx.db.transaction(async (tx) => {
          if (body.parentId !== null)
            await findOrg(tx, body.parentId).catch(() => {
              throw new AppError(Code.NotFound, { fields: { parentId: 'not found' } });
            });
          await checkShares(tx, body.parentId, body.shareBp, body.settlementTarget);
          const now = ctx.clock.now();
          const [row] = await tx
            .insert(organisations)
            .values({ ...body, createdAt: now, updatedAt: now })
            .returning();
          await reindex(tx, row);
          await ctx.audit(
            {
              module: 'orgs',
              action: 'create',
              target: row.code,
              result: 'success',
              detail: { after: toOrg(row) },
            },
            tx,
          );
          return toOrg(row);
        });
      } catch (e) {
        if (isUniqueViolation(e))
          throw new AppError(Code.Duplicate, { fields: { code: 'duplicate' } });
        throw e;
      }
    },
  );
}

/** Versioned update of an organisation; re-checks shares and cycles with the new values. */
export async function updateOrg(
  ctx: AuthedCtx,
  id: number,
  body: {
    version: number;
    name?: string;
    kind?: OrgRow['kind'];
    parentId?: number | null;
    settlementTarget?: boolean;
    shareBp?: number;
    bankAccount?: string;
  },
): Promise<Organisation> {
  const { version, ...changes } = body;
  return audited(
    ctx,
    {
      module: 'orgs',
      action: 'update',
      target: String(id),
      detail: { changes: Object.keys(changes) },
    },
    () =>
      ctx.db.transaction(async (tx) => {
        const before = await findOrg(tx, id);
        if (before.version !== version) throw new AppError(Code.VersionConflict);
        const next = { ...before, ...changes };
        if (changes.parentId !== undefined && changes.parentId !== before.parentId)
          await checkNoCycle(tx, id, next.parentId);
        await checkShares(tx, next.parentId, next.shareBp, next.settlementTarget, id);
        const [row] = await tx
          .update(organisations)
          .set({
            ...changes,
            version: sql`${organisations.version} + 1`,
            updatedAt: ctx.clock.now(),
          })
          .where(and(eq(organisations.id, id), eq(organisations.version, version)))
          .returning();
        if (!row) throw new AppError(Code.VersionConflict);
        await reindex(tx, row);
        await ctx.audit(
          {
            module: 'orgs',
            action: 'update',
            target: row.code,
            result: 'success',
            detail: { before: toOrg(before), after: toOrg(row) },
          },
          tx,
        );
        return toOrg(row);
      }),
  );
}

export async function setOrgStatus(
  ctx: AuthedCtx,
  id: number,
  status: 'enabled' | 'disabled',
  version: number,
): Promise<Organisation> {
  const action = status === 'enabled' ? 'enable' : 'disable';
  return audited(ctx, { module: 'orgs', action, target: String(id) }, () =>
    ctx.db.transaction(async (tx) => {
      const before = await findOrg(tx, id);
      if (before.version !== version) throw new AppError(Code.VersionConflict);
      if (before.status === status) throw new AppError(Code.InvalidTransition);
      const [row] = await tx
        .update(organisations)
        .set({ status, version: sql`${organisations.version} + 1`, updatedAt: ctx.clock.now() })
        .where(and(eq(organisations.id, id), eq(organisations.version, version)))
        .returning();
      if (!row) throw new AppError(Code.VersionConflict);
      await ctx.audit(
        {
          module: 'orgs',
          action,
          target: row.code,
          result: 'success',
          detail: { before: { status: before.status }, after: { status } },
        },
        tx,
      );
      return toOrg(row);
    }),
  );
}

/** Deletes an organisation that nothing refers to; one with children, users, institutions or settlements can only be disabled. */
export async function deleteOrg(ctx: AuthedCtx, id: number, version: number): Promise<null> {
  return audited(ctx, { module: 'orgs', action: 'delete', target: String(id) }, () =>
    ctx.db.transaction(async (tx) => {
      const before = await findOrg(tx, id);
      if (before.version !== version) throw new AppError(Code.VersionConflict);
      const refs = await tx.execute(sql`select
          exists(select 1 from ${organisations} where ${organisations.parentId} = ${id}) or
          exists(select 1 from ${users} where ${users.orgId} = ${id}) or
          exists(select 1 from ${institutions} where ${institutions.orgId} = ${id}) or
          exists(select 1 from ${settlements} where ${settlements.orgId} = ${id}) as used`);
      if (rowsOf<{ used: boolean }>(refs)[0]?.used)
        throw new AppError(Code.BusinessRule, { data: { reason: 'org-in-use-disable-instead' } });
      const deleted = await tx
        .delete(organisations)
        .where(and(eq(organisations.id, id), eq(organisations.version, version)))
        .returning({ id: organisations.id });
      if (deleted.length === 0) throw new AppError(Code.VersionConflict);
      await reindexRecord(tx, {
        kind: 'org',
        key: String(id),
        title: '',
        subtitle: '',
        name: '',
        codes: [],
      });
      await ctx.audit(
        {
          module: 'orgs',
          action: 'delete',
          target: before.code,
          result: 'success',
          detail: { before: toOrg(before) },
        },
        tx,
      );
      return null;
    }),
  );
}

/** Splits a gross amount across the enabled settlement-target children; the parts sum exactly. */
export async function splitPreview(db: Db, id: number, grossFen: number): Promise<SplitPreview> {
  const parent = await findOrg(db, id);
  const children = await db
    .select()
    .from(organisations)
    .where(
      and(
        eq(organisations.parentId, id),
        eq(organisations.settlementTarget, true),
        eq(organisations.status, 'enabled'),
      ),
    )
    .orderBy(asc(organisations.id));
  const parts = splitByShares(
    grossFen,
    children.map((c) => ({ key: c, bp: c.shareBp })),
  );
  return {
    orgId: id,
    grossFen,
    parts: parts.map((p) => ({
      orgId: p.key?.id ?? id,
      name: p.key?.name ?? parent.name,
      shareBp: p.bp,
      amountFen: p.amountFen,
      retained: p.retained,
    })),
  };
}
