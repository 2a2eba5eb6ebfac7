import { and, count, eq, sql } from 'drizzle-orm';
import { AppError, Code, isAppError } from '#core/errors';
import type {
  DepositAccount,
  DepositAccountDetail,
  DepositRequest,
  DepositRequestKind,
} from '#core/types';
import type { Db } from '../../db/client.ts';
import {
  depositAccounts,
  depositRequests,
  institutions,
  merchants,
} from '../../db/schema/index.ts';
import type { AuthedCtx } from '../../http/context.ts';
import { nextBusinessNo } from '../../domain/business-numbers.ts';
import {
  assertNotSubmitter,
  audited,
  claimRefusal,
  isUniqueViolation,
} from '../../domain/decisions.ts';
import {
  applyDepositApproval,
  applyDepositRejection,
  checkDepositSubmission,
  type DepositBalances,
} from '../../domain/deposit-rules.ts';
import { completeTodos, notifyAdmins, notifyUser } from '../../domain/notifications.ts';
import {
  afterCursor,
  orderOf,
  parseSort,
  type CursorKey,
  type SortChoice,
} from '../../domain/paging.ts';
import { listInMode } from '../../domain/list-export.ts';
import type { AccountListQuery, RequestListQuery } from './inputs.ts';
import {
  accountFilters,
  accountHistory,
  requestFilters,
  selectAccounts,
  selectRequests,
  toAccount,
  toRequest,
} from './queries.ts';

const ACCOUNT_SORTS = {
  accountNo: depositAccounts.accountNo,
  requiredFen: depositAccounts.requiredFen,
  paidFen: depositAccounts.paidFen,
  createdAt: depositAccounts.createdAt,
};
const REQUEST_SORTS = {
  submittedAt: depositRequests.submittedAt,
  amountFen: depositRequests.amountFen,
};

export const accountSort = (sort?: string): SortChoice =>
  parseSort(sort, ACCOUNT_SORTS, '-createdAt');
export const requestSort = (sort?: string): SortChoice =>
  parseSort(sort, REQUEST_SORTS, '-submittedAt');

export function accountValue(choice: SortChoice) {
  return (a: DepositAccount): string | number =>
    a[choice.field as 'accountNo' | 'requiredFen' | 'paidFen' | 'createdAt'];
}
export function requestValue(choice: SortChoice) {
  return (r: DepositRequest): string | number => r[choice.field as 'submittedAt' | 'amountFen'];
}

export function fetchAccountsAfter(db: Db, q: AccountListQuery, choice: SortChoice) {
  return async (after: CursorKey | null, limit: number) => {
    const where = and(
      accountFilters(q),
      after ? afterCursor(choice, depositAccounts.id, after) : undefined,
    );
    const rows = await selectAccounts(db)
      .where(where)
      .orderBy(...orderOf(choice, depositAccounts.id))
      .limit(limit);
    return rows.map(toAccount);
  };
}

export function fetchRequestsAfter(db: Db, q: RequestListQuery, choice: SortChoice) {
  return async (after: CursorKey | null, limit: number) => {
    const where = and(
      requestFilters(q),
      after ? afterCursor(choice, depositRequests.id, after) : undefined,
    );
    const rows = await selectRequests(db)
      .where(where)
      .orderBy(...orderOf(choice, depositRequests.id))
      .limit(limit);
    return rows.map(toRequest);
  };
}

export async function listAccounts(db: Db, q: AccountListQuery) {
  const choice = accountSort(q.sort);
  const where = accountFilters(q);
  return listInMode(
    q,
    choice,
    accountValue(choice),
    async (limit, offset) =>
      (
        await selectAccounts(db)
          .where(where)
          .orderBy(...orderOf(choice, depositAccounts.id))
          .limit(limit)
          .offset(offset)
      ).map(toAccount),
    async () => {
      const [row] = await db
        .select({ n: count() })
        .from(depositAccounts)
        .innerJoin(institutions, eq(institutions.id, depositAccounts.institutionId))
        .where(where);
      return row.n;
    },
    fetchAccountsAfter(db, q, choice),
  );
}

export async function listRequests(db: Db, q: RequestListQuery) {
  const choice = requestSort(q.sort);
  const where = requestFilters(q);
  return listInMode(
    q,
    choice,
    requestValue(choice),
    async (limit, offset) =>
      (
        await selectRequests(db)
          .where(where)
          .orderBy(...orderOf(choice, depositRequests.id))
          .limit(limit)
          .offset(offset)
      ).map(toRequest),
    async () => {
      const [row] = await db
        .select({ n: count() })
        .from(depositRequests)
        .innerJoin(depositAccounts, eq(depositAccounts.id, depositRequests.accountId))
        .innerJoin(institutions, eq(institutions.id, depositAccounts.institutionId))
        .where(where);
      return row.n;
    },
    fetchRequestsAfter(db, q, choice),
  );
}

export async function getAccount(db: Db, accountNo: string): Promise<DepositAccount> {
  const [row] = await selectAccounts(db).where(eq(depositAccounts.accountNo, accountNo));
  if (!row) throw new AppError(Code.NotFound);
  return toAccount(row);
}

export async function getAccountDetail(db: Db, accountNo: string): Promise<DepositAccountDetail> {
  const account = await getAccount(db, accountNo);
  const requests = (
    await selectRequests(db)
      .where(eq(depositRequests.accountId, account.id))
      .orderBy(sql`${depositRequests.id} desc`)
  ).map(toRequest);
  return { ...account, requests, history: await accountHistory(db, accountNo) };
}

async function getRequest(db: Db, id: number): Promise<DepositRequest> {
  const [row] = await selectRequests(db).where(eq(depositRequests.id, id));
  if (!row) throw new AppError(Code.NotFound);
  return toRequest(row);
}

const balancesOf = (a: DepositBalances) => ({
  status: a.status,
  requiredFen: a.requiredFen,
  paidFen: a.paidFen,
  frozenFen: a.frozenFen,
});

async function insertRequest(
  tx: Db,
  ctx: AuthedCtx,
  accountId: number,
  accountNo: string,
  kind: DepositRequestKind,
  amountFen: number,
  note: string,
) {
  const now = ctx.clock.now();
  const [created] = await tx
    .insert(depositRequests)
    .values({
      accountId,
      kind,
      amountFen,
      note,
      submittedById: ctx.user.id,
      submittedBy: ctx.user.username,
      submittedAt: now,
    })
    .returning({ id: depositRequests.id });
  await ctx.audit(
    {
      module: 'deposits',
      action: 'submit',
      target: accountNo,
      result: 'success',
      detail: { requestId: created.id, kind, amountFen },
    },
    tx,
  );
  await notifyAdmins(
    tx,
    {
      type: 'todo',
      template: 'deposit.submitted',
      params: { user: ctx.user.username, kind: `kind.${kind}`, accountNo },
      tag: { key: 'tag.pending', color: 'orange' },
      link: { route: 'BzjCheckList', key: accountNo },
      at: now,
    },
    ctx.user.id,
  );
  return created.id;
}

/** Opens an account: pending_review plus its `open` request, in one transaction. */
export async function openAccount(
  ctx: AuthedCtx,
  body: { institutionId: number; merchantId?: number | null; requiredFen: number; note?: string },
): Promise<DepositAccount> {
  return audited(
    ctx,
    {
      module: 'deposits',
      action: 'open',
      target: `institution:${body.institutionId}`,
      detail: { after: body },
    },
    async () => {
      const accountNo = await ctx.db.transaction(async (tx) => {
        const [inst] = await tx
          .select()
          .from(institutions)
          .where(eq(institutions.id, body.institutionId));
        if (!inst) throw new AppError(Code.NotFound, { fields: { institutionId: 'not found' } });
        if (inst.status !== 'active')
          throw new AppError(Code.BusinessRule, { data: { reason: 'institution-suspended' } });
        if (body.merchantId) {
          const [m] = await tx.select().from(merchants).where(eq(merchants.id, body.merchantId));
          if (!m || m.institutionId !== inst.id)
            throw new AppError(Code.BusinessRule, {
              data: { reason: 'merchant-not-of-institution' },
            });
        }
        const now = ctx.clock.now();
        const no = await nextBusinessNo(tx, 'BZJ', now);
        const [account] = await tx
          .insert(depositAccounts)
          .values({
            accountNo: no,
            institutionId: inst.id,
            merchantId: body.merchantId ?? null,
            requiredFen: body.requiredFen,
            note: body.note ?? '',
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await ctx.audit(
          {
            module: 'deposits',
            action: 'open',
            target: no,
            result: 'success',
            detail: { after: balancesOf(account) },
          },
          tx,
        );
        await insertRequest(tx, ctx, account.id, no, 'open', 0, body.note ?? '');
        return no;
      });
      return getAccount(ctx.db, accountNo);
    },
  );
}

/** Submits a request on an account: one pending request at a time, amounts the balances can cover. */
export async function submitRequest(
  ctx: AuthedCtx,
  accountNo: string,
  body: { kind: DepositRequestKind; amountFen: number; note?: string },
): Promise<DepositRequest> {
  return audited(
    ctx,
    {
      module: 'deposits',
      action: 'submit',
      target: accountNo,
      detail: { kind: body.kind, amountFen: body.amountFen },
    },
    async () => {
      try {
        const id = await ctx.db.transaction(async (tx) => {
          const [account] = await tx
            .select()
            .from(depositAccounts)
            .where(eq(depositAccounts.accountNo, accountNo));
          if (!account) throw new AppError(Code.NotFound);
          const [pending] = await tx
            .select({ id: depositRequests.id })
            .from(depositRequests)
            .where(
              and(eq(depositRequests.accountId, account.id), eq(depositRequests.status, 'pending')),
            );
          if (pending) throw new AppError(Code.PendingRequestExists);
          checkDepositSubmission(account, body.kind, body.kind === 'close' ? 0 : body.amountFen);
          return insertRequest(
            tx,
            ctx,
            account.id,
            accountNo,
            body.kind,
            body.kind === 'close' ? 0 : body.amountFen,
            body.note ?? '',
          );
        });
        return getRequest(ctx.db, id);
      } catch (e) {
        // Two submissions racing past the check: the partial unique index refuses the second.
        if (!isAppError(e) && isUniqueViolation(e)) throw new AppError(Code.PendingRequestExists);
        throw e;
      }
    },
  );
}

/**
 * Approves or rejects a request: the claim (conditional UPDATE … WHERE status = 'pending' AND
 * version = ?), the effect on the account and the log row commit together or not at all. Of many
 * concurrent deciders exactly one claims the row; the others see 409101 or 409100.
 */
export async function decideRequest(
  ctx: AuthedCtx,
  id: number,
  decision: 'approve' | 'reject',
  version: number,
  reason?: string,
): Promise<DepositRequest> {
  const [target] = await ctx.db
    .select({ accountNo: depositAccounts.accountNo })
    .from(depositRequests)
    .innerJoin(depositAccounts, eq(depositAccounts.id, depositRequests.accountId))
    .where(eq(depositRequests.id, id));
  if (!target) throw new AppError(Code.NotFound);
  const accountNo = target.accountNo;
  return audited(
    ctx,
    { module: 'deposits', action: decision, target: accountNo, detail: { requestId: id, version } },
    async () => {
      await ctx.db.transaction(async (tx) => {
        const [req] = await tx.select().from(depositRequests).where(eq(depositRequests.id, id));
        if (!req) throw new AppError(Code.NotFound);
        if (req.status !== 'pending') throw new AppError(Code.AlreadyDecided);
        assertNotSubmitter(ctx, req.submittedById);
        if (req.version !== version) throw new AppError(Code.VersionConflict);
        const now = ctx.clock.now();
        const status = decision === 'approve' ? 'approved' : 'rejected';
        const claimed = await tx
          .update(depositRequests)
          .set({
            status,
            decidedById: ctx.user.id,
            decidedBy: ctx.user.username,
            decidedAt: now,
            reason: reason ?? null,
            version: sql`${depositRequests.version} + 1`,
          })
          .where(
            and(
              eq(depositRequests.id, id),
              eq(depositRequests.status, 'pending'),
              eq(depositRequests.version, version),
            ),
          )
          .returning({ id: depositRequests.id });
        if (claimed.length === 0) {
          const [current] = await tx
            .select({ status: depositRequests.status })
            .from(depositRequests)
            .where(eq(depositRequests.id, id));
          throw claimRefusal(current);
        }
        const [account] = await tx
          .select()
          .from(depositAccounts)
          .where(eq(depositAccounts.id, req.accountId));
        const after =
          decision === 'approve'
            ? applyDepositApproval(account, req.kind, req.amountFen)
            : applyDepositRejection(account, req.kind);
        if (after !== account) {
          const updated = await tx
            .update(depositAccounts)
            .set({
              status: after.status,
              paidFen: after.paidFen,
              frozenFen: after.frozenFen,
              version: sql`${depositAccounts.version} + 1`,
              updatedAt: now,
            })
            .where(
              and(eq(depositAccounts.id, account.id), eq(depositAccounts.version, account.version)),
            )
            .returning({ id: depositAccounts.id });
          if (updated.length === 0) throw new AppError(Code.VersionConflict);
        }
        await ctx.audit(
          {
            module: 'deposits',
            action: decision,
            target: accountNo,
            result: 'success',
            detail: {
              requestId: id,
              kind: req.kind,
              amountFen: req.amountFen,
              reason: reason ?? null,
              before: balancesOf(account),
              after: balancesOf(after),
            },
          },
          tx,
        );
        await notifyUser(tx, req.submittedById, {
          type: 'message',
          template: 'deposit.decided',
          params: {
            user: ctx.user.username,
            kind: `kind.${req.kind}`,
            accountNo,
            decision: `decision.${status}`,
          },
          tag: { key: `tag.${status}`, color: status === 'approved' ? 'green' : 'red' },
          link: { route: 'BzjList', key: accountNo },
          at: now,
        });
        await completeTodos(tx, { route: 'BzjCheckList', key: accountNo }, status);
      });
      return getRequest(ctx.db, id);
    },
  );
}
