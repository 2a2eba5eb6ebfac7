import { AppError } from '#core/errors';
import { Code } from '#core/errors';
import type { DepositAccountStatus, DepositRequestKind } from '#core/types';

export interface DepositBalances {
  status: DepositAccountStatus;
  requiredFen: number;
  paidFen: number;
  frozenFen: number;
}

export const availableFen = (a: DepositBalances): number => a.paidFen - a.frozenFen;
export const shortfallFen = (a: DepositBalances): number => Math.max(a.requiredFen - a.paidFen, 0);

/** Account states in which a request of each kind may be submitted (open comes with the account). */
const SUBMITTABLE: Record<DepositRequestKind, readonly DepositAccountStatus[]> = {
  open: ['pending_review'],
  top_up: ['active', 'frozen'],
  refund: ['active'],
  freeze: ['active', 'frozen'],
  unfreeze: ['frozen'],
  close: ['active'],
};

/** Refuses a request kind the account's state does not allow, and amounts the balances cannot cover. */
export function checkDepositSubmission(
  account: DepositBalances,
  kind: DepositRequestKind,
  amountFen: number,
): void {
  if (!SUBMITTABLE[kind].includes(account.status)) throw new AppError(Code.InvalidTransition);
  checkAmounts(account, kind, amountFen);
}

function checkAmounts(account: DepositBalances, kind: DepositRequestKind, amountFen: number): void {
  if (kind === 'refund' && amountFen > availableFen(account))
    throw new AppError(Code.RefundExceedsAvailable);
  if (kind === 'freeze' && amountFen > availableFen(account))
    throw new AppError(Code.FreezeExceedsAvailable);
  if (kind === 'unfreeze' && amountFen > account.frozenFen)
    throw new AppError(Code.UnfreezeExceedsFrozen);
  if (kind === 'close' && account.paidFen !== 0) throw new AppError(Code.CloseWithBalance);
}

/**
 * The account after approving a request (docs/API.md "Effects on approval"). Rechecked at decision
 * time because balances may have moved since submission.
 */
export function applyDepositApproval(
  account: DepositBalances,
  kind: DepositRequestKind,
  amountFen: number,
): DepositBalances {
  if (!SUBMITTABLE[kind].includes(account.status)) throw new AppError(Code.InvalidTransition);
  checkAmounts(account, kind, amountFen);
  switch (kind) {
    case 'open':
      return { ...account, status: 'active' };
    case 'top_up':
      return { ...account, paidFen: account.paidFen + amountFen };
    case 'refund':
      return { ...account, paidFen: account.paidFen - amountFen };
    case 'freeze':
      return { ...account, frozenFen: account.frozenFen + amountFen, status: 'frozen' };
    case 'unfreeze': {
      const frozenFen = account.frozenFen - amountFen;
      return { ...account, frozenFen, status: frozenFen === 0 ? 'active' : 'frozen' };
    }
    case 'close':
      return { ...account, status: 'closed' };
  }
}

/** The account after rejecting a request: only a rejected `open` changes the account. */
export function applyDepositRejection(
  account: DepositBalances,
  kind: DepositRequestKind,
): DepositBalances {
  return kind === 'open' ? { ...account, status: 'rejected' } : account;
}
