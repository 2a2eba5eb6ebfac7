import { and, eq, sql } from 'drizzle-orm';
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
import type { AuthedCtx, Role } from '../../http/context.ts';
import { nextBusinessNo } from '../../domain/business-numbers.ts';
import { audited, isUniqueViolation } from '../../domain/decisions.ts';
import { checkDepositSubmission } from '#core/deposits';
import { notifyAdmins } from '../../domain/notifications.ts';
import { accountHistory, selectAccounts, selectRequests, toAccount, toRequest } from './queries.ts';
import { balancesOf, getRequest } from './review.ts';

async function getAccount(db: Db, accountNo: string): Promise<DepositAccount> {
  const [row] = await selectAccounts(db).where(eq(depositAccounts.accountNo, accountNo));
  if (!row) throw new AppError(Code.NotFound);
  return toAccount(row);
}

export async function getAccountDetail(
  db: Db,
  accountNo: string,
  role: Role,
): Promise<DepositAccountDetail> {
  const account = await getAccount(db, accountNo);
  const requests = (
    await selectRequests(db)
      .where(eq(depositRequests.accountId, account.id))
      .orderBy(sql`${depositRequests.id} desc`)
  ).map(toRequest);
  return { ...account, requests, history: await accountHistory(db, accountNo, role !== 'admin') };
}

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
