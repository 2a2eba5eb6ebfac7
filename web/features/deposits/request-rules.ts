import type { DepositRequestInput } from '#core/api';
import type { DepositAccount } from '#core/types';

export type RequestKind = DepositRequestInput['kind'];

/** The requests an account's state allows (PRODUCT.md §3 transitions). */
export function allowedRequestKinds(
  account: Pick<DepositAccount, 'status' | 'frozenFen' | 'paidFen'>,
): RequestKind[] {
  switch (account.status) {
    case 'active':
      return [
        'top_up',
        'refund',
        'freeze',
        ...(account.frozenFen > 0 ? (['unfreeze'] as const) : []),
        'close',
      ];
    case 'frozen':
      return ['top_up', 'unfreeze'];
    default:
      return [];
  }
}

/**
 * Checks a request's amount against the account before it goes to review, with the same limits
 * the server applies on approval: a message key, or null when the amount is acceptable.
 */
export function requestAmountProblem(
  kind: RequestKind,
  amountFen: number,
  account: Pick<DepositAccount, 'availableFen' | 'frozenFen' | 'paidFen'>,
): string | null {
  if (kind === 'close') return account.paidFen > 0 ? 'deposits.request.closeWithBalance' : null;
  if (amountFen <= 0) return 'validation.money.positive';
  if ((kind === 'refund' || kind === 'freeze') && amountFen > account.availableFen)
    return 'deposits.request.exceedsAvailable';
  if (kind === 'unfreeze' && amountFen > account.frozenFen) return 'deposits.request.exceedsFrozen';
  return null;
}
