/**
 * Deposit-account rules (PRODUCT.md §3), one copy for the server (which enforces them at submission
 * and again at decision) and the console (which offers only what the server accepts).
 */
import { AppError } from '../errors/app-error.ts';
import { Code } from '../errors/codes.ts';
import { isBalanceFen, MAX_BALANCE_FEN } from '../money/bounds.ts';
import type { DepositAccountStatus, DepositRequestKind } from '../types/index.ts';

export interface DepositBalances {
  status: DepositAccountStatus;
  requiredFen: number;
  paidFen: number;
  frozenFen: number;
}

/** The request kinds an operator submits (`open` comes with the account). */
export type SubmittableRequestKind = Exclude<DepositRequestKind, 'open'>;

export const availableFen = (a: Pick<DepositBalances, 'paidFen' | 'frozenFen'>): number =>
  a.paidFen - a.frozenFen;
export const shortfallFen = (a: Pick<DepositBalances, 'requiredFen' | 'paidFen'>): number =>
  Math.max(a.requiredFen - a.paidFen, 0);

/** Account states in which a request of each kind may be submitted (open comes with the account). */
const SUBMITTABLE: Record<DepositRequestKind, readonly DepositAccountStatus[]> = {
  open: ['pending_review'],
  top_up: ['active', 'frozen'],
  refund: ['active'],
  freeze: ['active', 'frozen'],
  unfreeze: ['frozen'],
  close: ['active'],
};

const OPERATOR_KINDS: readonly SubmittableRequestKind[] = [
  'top_up',
  'refund',
  'freeze',
  'unfreeze',
  'close',
];

/** The requests an account's state allows, in the console's order. */
export function allowedRequestKinds(
  account: Pick<DepositBalances, 'status'>,
): SubmittableRequestKind[] {
  return OPERATOR_KINDS.filter((kind) => SUBMITTABLE[kind].includes(account.status));
}

/** Why an amount does not suit an account: the catalogue code and the console's message key. */
export interface DepositAmountProblem {
  code: number;
  message: string;
}

const problem = (code: number, message: string): DepositAmountProblem => ({ code, message });

/**
 * The first thing wrong with moving `amountFen` by a request of `kind` on the account's balances,
 * or null. The server refuses with `code`; the console shows `message` under the amount.
 */
export function depositAmountProblem(
  account: Pick<DepositBalances, 'paidFen' | 'frozenFen'>,
  kind: DepositRequestKind,
  amountFen: number,
): DepositAmountProblem | null {
  if (kind === 'close')
    return account.paidFen !== 0
      ? problem(Code.CloseWithBalance, 'deposits.request.closeWithBalance')
      : null;
  if (kind !== 'open' && amountFen <= 0)
    return problem(Code.ValidationFailed, 'validation.money.positive');
  if (kind === 'top_up' && !isBalanceFen(account.paidFen + amountFen))
    return problem(Code.BalanceOutOfRange, 'validation.money.tooLarge');
  if (kind === 'refund' && amountFen > availableFen(account))
    return problem(Code.RefundExceedsAvailable, 'deposits.request.exceedsAvailable');
  if (kind === 'freeze' && amountFen > availableFen(account))
    return problem(Code.FreezeExceedsAvailable, 'deposits.request.exceedsAvailable');
  if (kind === 'unfreeze' && amountFen > account.frozenFen)
    return problem(Code.UnfreezeExceedsFrozen, 'deposits.request.exceedsFrozen');
  return null;
}

function check(account: DepositBalances, kind: DepositRequestKind, amountFen: number): void {
  if (!SUBMITTABLE[kind].includes(account.status)) throw new AppError(Code.InvalidTransition);
  const found = depositAmountProblem(account, kind, amountFen);
  if (!found) return;
  if (found.code === Code.BalanceOutOfRange)
    throw new AppError(found.code, {
      fields: { amountFen: found.message },
      data: { maxBalanceFen: MAX_BALANCE_FEN },
    });
  throw found.code === Code.ValidationFailed
    ? new AppError(found.code, { fields: { amountFen: found.message } })
    : new AppError(found.code);
}

/** Refuses a request kind the account's state does not allow, and amounts the balances cannot cover. */
export function checkDepositSubmission(
  account: DepositBalances,
  kind: DepositRequestKind,
  amountFen: number,
): void {
  check(account, kind, amountFen);
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
  check(account, kind, amountFen);
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
