import { and, asc, count, eq, sql } from 'drizzle-orm';
import { AppError, Code } from '#core/errors';
import { splitByShares } from '#core/money';
import type { Organisation, OrgTreeNode, SplitPreview, WithPendingReview } from '#core/types';
import type { Db } from '../../db/client.ts';
import { institutions, organisations, settlements, users } from '../../db/schema/index.ts';
import { rowsOf } from '../../db/migrate.ts';
import type { AuthedCtx } from '../../http/context.ts';
import { audited, isUniqueViolation } from '../../domain/decisions.ts';
import { maskBankAccount } from '../../domain/masking.ts';
import { reindexRecord } from '../../domain/search-index.ts';
import { submitChangeReview } from '../../review/change-reviews.ts';
import { checkNoCycle, checkShares, reindexOrg } from './checks.ts';
import { findOrg, toOrg, type OrgRow } from './queries.ts';
import {
  deleteVersioned,
  readVersioned,
  updateVersioned,
  versionedChange,
} from '../../review/versioned.ts';
import { orgRoutingReview, routingChanges } from './routing.ts';

const byId = (id: number) => eq(organisations.id, id);

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

/**
 * Creates an organisation. Name, code, kind and parent apply at once; where its money goes (bank
 * account, share, settlement-target flag) starts empty and the requested values are filed as a
 * pending review that another person decides (`pendingReview`), like any later routing change.
 * The requested share must already fit under the parent (422105).
 */
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
): Promise<Organisation & WithPendingReview> {
  const { bankAccount, shareBp, settlementTarget, ...direct } = body;
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
          await checkShares(tx, body.parentId, shareBp, settlementTarget);
          const now = ctx.clock.now();
          const [row] = await tx
            .insert(organisations)
            .values({ ...direct, ...NO_ROUTING, createdAt: now, updatedAt: now })
            .returning();
          await reindexOrg(tx, row);
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
          const routing = routingChanges(row, { bankAccount, shareBp, settlementTarget });
          const pendingReview =
            Object.keys(routing).length > 0
              ? await submitChangeReview(
                  tx,
                  ctx,
                  orgRoutingReview,
                  { id: row.id, label: row.code },
                  routing,
                )
              : null;
          return { ...toOrg(row), pendingReview };
        });
      } catch (e) {
        if (isUniqueViolation(e))
          throw new AppError(Code.Duplicate, { fields: { code: 'duplicate' } });
        throw e;
      }
    },
  );
}

/** A new organisation's routing before review: receives nothing, no account. */
const NO_ROUTING = { settlementTarget: false, shareBp: 0, bankAccount: '' } as const;

/**
 * Versioned update of an organisation; re-checks shares and cycles with the new values. Name, kind and
 * parent change at once; the bank account, the share and the settlement-target flag (where money goes)
 * are filed as a pending review that another person decides (`pendingReview` in the answer).
 */
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
): Promise<Organisation & WithPendingReview> {
  const { version, bankAccount, shareBp, settlementTarget, ...direct } = body;
  const proposed = { bankAccount, shareBp, settlementTarget };
  return audited(
    ctx,
    {
      module: 'orgs',
      action: 'update',
      target: String(id),
      detail: { changes: Object.keys(body).filter((k) => k !== 'version') },
    },
    () =>
      ctx.db.transaction(async (tx) => {
        const before = await readVersioned<OrgRow>(tx, organisations, byId(id), version);
        const routing = routingChanges(before, proposed);
        const next = { ...before, ...direct, ...defined(proposed) };
        if (direct.parentId !== undefined && direct.parentId !== before.parentId)
          await checkNoCycle(tx, id, next.parentId);
        await checkShares(tx, next.parentId, next.shareBp, next.settlementTarget, id);
        const routed = Object.keys(routing).length > 0;
        const row =
          routed && Object.keys(defined(direct)).length === 0 ? before : await applyDirect();
        const pendingReview = routed
          ? await submitChangeReview(tx, ctx, orgRoutingReview, { id, label: before.code }, routing)
          : null;
        return { ...toOrg(row), pendingReview };

        async function applyDirect() {
          const row = await updateVersioned(tx, organisations, before, direct, ctx.clock.now());
          await reindexOrg(tx, row);
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
          return row;
        }
      }),
  );
}

const defined = <T extends object>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

export async function setOrgStatus(
  ctx: AuthedCtx,
  id: number,
  status: 'enabled' | 'disabled',
  version: number,
): Promise<Organisation> {
  const action = status === 'enabled' ? 'enable' : 'disable';
  const row = await versionedChange<OrgRow>(ctx, {
    module: 'orgs',
    action,
    label: String(id),
    table: organisations,
    where: byId(id),
    version,
    from: [status === 'enabled' ? 'disabled' : 'enabled'],
    set: () => ({ status }),
    target: (r) => r.code,
    detail: (before) => ({ before: { status: before.status }, after: { status } }),
  });
  return toOrg(row);
}

/** Deletes an organisation that nothing refers to; one with children, users, institutions or settlements can only be disabled. */
export async function deleteOrg(ctx: AuthedCtx, id: number, version: number): Promise<null> {
  return audited(ctx, { module: 'orgs', action: 'delete', target: String(id) }, () =>
    ctx.db.transaction(async (tx) => {
      const before = await readVersioned<OrgRow>(tx, organisations, byId(id), version);
      const refs = await tx.execute(sql`select
          exists(select 1 from ${organisations} where ${organisations.parentId} = ${id}) or
          exists(select 1 from ${users} where ${users.orgId} = ${id}) or
          exists(select 1 from ${institutions} where ${institutions.orgId} = ${id}) or
          exists(select 1 from ${settlements} where ${settlements.orgId} = ${id}) as used`);
      if (rowsOf<{ used: boolean }>(refs)[0]?.used)
        throw new AppError(Code.BusinessRule, { data: { reason: 'org-in-use-disable-instead' } });
      await deleteVersioned(tx, organisations, before);
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
