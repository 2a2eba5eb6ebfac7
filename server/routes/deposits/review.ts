import { eq } from 'drizzle-orm';
import { AppError, Code } from '#core/errors';
import type { DepositRequest } from '#core/types';
import type { Db } from '../../db/client.ts';
import { depositAccounts, depositRequests } from '../../db/schema/index.ts';
import { applyDepositApproval, applyDepositRejection, type DepositBalances } from '#core/deposits';
import { updateVersioned } from '../../review/versioned.ts';
import { decider, type ReviewFlow } from '../../review/workflow.ts';
import { selectRequests, toRequest } from './queries.ts';

type RequestRow = typeof depositRequests.$inferSelect;
type AccountRow = typeof depositAccounts.$inferSelect;

export const balancesOf = (a: DepositBalances) => ({
  status: a.status,
  requiredFen: a.requiredFen,
  paidFen: a.paidFen,
  frozenFen: a.frozenFen,
});

export async function getRequest(db: Db, id: number): Promise<DepositRequest> {
  const [row] = await selectRequests(db).where(eq(depositRequests.id, id));
  if (!row) throw new AppError(Code.NotFound);
  return toRequest(row);
}

/** Deposit requests in the review workflow: the effect moves the account's balances and status. */
const depositRequestFlow: ReviewFlow<RequestRow, { account: AccountRow }, DepositRequest> = {
  module: 'deposits',
  idKey: 'requestId',
  todoRoute: 'BzjCheckList',
  table: depositRequests,
  async subject(tx, req) {
    const [account] = await tx
      .select()
      .from(depositAccounts)
      .where(eq(depositAccounts.id, req.accountId));
    return { account, target: account.accountNo };
  },
  async apply(tx, _ctx, req, { account }, status, now) {
    const after =
      status === 'approved'
        ? applyDepositApproval(account, req.kind, req.amountFen)
        : applyDepositRejection(account, req.kind);
    if (after !== account) {
      await updateVersioned(
        tx,
        depositAccounts,
        account,
        { status: after.status, paidFen: after.paidFen, frozenFen: after.frozenFen },
        now,
      );
    }
    return {
      kind: req.kind,
      amountFen: req.amountFen,
      before: balancesOf(account),
      after: balancesOf(after),
    };
  },
  notice: (_ctx, req, { account }) => ({
    template: 'deposit.decided',
    params: { kind: `kind.${req.kind}`, accountNo: account.accountNo },
    link: { route: 'BzjList', key: account.accountNo },
  }),
  view: getRequest,
};

/** Approves or rejects one deposit request (claim, effect, log and notice in one transaction). */
export const decideRequest = decider(depositRequestFlow);
