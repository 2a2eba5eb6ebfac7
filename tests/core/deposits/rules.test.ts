import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AppError, Code } from '#core/errors';
import { MAX_BALANCE_FEN } from '#core/money';
import {
  allowedRequestKinds,
  applyDepositApproval,
  applyDepositRejection,
  availableFen,
  checkDepositSubmission,
  depositAmountProblem,
  shortfallFen,
  type DepositBalances,
} from '#core/deposits';
import type { DepositAccountStatus } from '#core/types';

const MAX = 10 ** 13;
const STATUSES: DepositAccountStatus[] = [
  'pending_review',
  'active',
  'frozen',
  'closed',
  'rejected',
];
const KINDS = ['top_up', 'refund', 'freeze', 'unfreeze', 'close'] as const;

/** Balances that keep the invariants: 0 ≤ frozen ≤ paid, and frozen > 0 exactly when frozen. */
const account = fc
  .record({
    requiredFen: fc.integer({ min: 1, max: MAX }),
    paidFen: fc.integer({ min: 0, max: MAX }),
    frozenShare: fc.double({ min: 0, max: 1, noNaN: true }),
    status: fc.constantFrom(...STATUSES),
  })
  .map(({ requiredFen, paidFen, frozenShare, status }): DepositBalances => {
    const frozenFen = status === 'frozen' ? Math.max(1, Math.floor(paidFen * frozenShare)) : 0;
    return { status, requiredFen, paidFen: Math.max(paidFen, frozenFen), frozenFen };
  });
const amount = fc.integer({ min: 0, max: MAX });

function outcome(fn: () => DepositBalances): DepositBalances | number {
  try {
    return fn();
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    return (e as AppError).code;
  }
}

describe('deposit rules (one copy for server and console)', () => {
  it('offers exactly the kinds the server accepts for some amount', () => {
    fc.assert(
      fc.property(account, (a) => {
        const offered = allowedRequestKinds(a);
        for (const kind of KINDS) {
          const state = outcome(() => {
            checkDepositSubmission(a, kind, kind === 'close' ? 0 : 1);
            return a;
          });
          expect(state === Code.InvalidTransition, `${a.status} ${kind}`).toBe(
            !offered.includes(kind),
          );
        }
      }),
    );
  });

  it('lets a frozen account freeze more and top up, never refund or close', () => {
    expect(allowedRequestKinds({ status: 'frozen' })).toEqual(['top_up', 'freeze', 'unfreeze']);
    expect(allowedRequestKinds({ status: 'active' })).toEqual([
      'top_up',
      'refund',
      'freeze',
      'close',
    ]);
    for (const status of ['pending_review', 'closed', 'rejected'] as const)
      expect(allowedRequestKinds({ status })).toEqual([]);
  });

  it('approval keeps 0 ≤ frozen ≤ paid, moves exactly the amount and agrees with the console', () => {
    fc.assert(
      fc.property(account, fc.constantFrom(...KINDS), amount, (a, kind, fen) => {
        const problem = depositAmountProblem(a, kind, fen);
        const after = outcome(() => applyDepositApproval(a, kind, fen));
        if (typeof after === 'number') {
          // Refused: a state rule, or the very problem the console shows.
          if (after !== Code.InvalidTransition) expect(after).toBe(problem?.code);
          return;
        }
        expect(problem).toBeNull();
        expect(after.frozenFen).toBeGreaterThanOrEqual(0);
        expect(after.frozenFen).toBeLessThanOrEqual(after.paidFen);
        expect(availableFen(after)).toBeGreaterThanOrEqual(0);
        expect(after.paidFen - a.paidFen).toBe(
          kind === 'top_up' ? fen : kind === 'refund' ? -fen : 0,
        );
        expect(after.frozenFen - a.frozenFen).toBe(
          kind === 'freeze' ? fen : kind === 'unfreeze' ? -fen : 0,
        );
        expect(after.status === 'frozen').toBe(after.frozenFen > 0);
        expect(shortfallFen(after)).toBe(Math.max(after.requiredFen - after.paidFen, 0));
      }),
    );
  });

  it('names the catalogue code and the console message of each amount problem', () => {
    const a = { paidFen: 500, frozenFen: 200 };
    expect(depositAmountProblem(a, 'refund', 301)).toEqual({
      code: Code.RefundExceedsAvailable,
      message: 'deposits.request.exceedsAvailable',
    });
    expect(depositAmountProblem(a, 'refund', 300)).toBeNull();
    expect(depositAmountProblem(a, 'freeze', 301)?.code).toBe(Code.FreezeExceedsAvailable);
    expect(depositAmountProblem(a, 'unfreeze', 201)?.code).toBe(Code.UnfreezeExceedsFrozen);
    expect(depositAmountProblem(a, 'close', 0)?.code).toBe(Code.CloseWithBalance);
    expect(depositAmountProblem({ paidFen: 0, frozenFen: 0 }, 'close', 0)).toBeNull();
    expect(depositAmountProblem(a, 'top_up', 0)?.message).toBe('validation.money.positive');
  });

  it('a rejection changes only an opening account', () => {
    fc.assert(
      fc.property(account, fc.constantFrom('open' as const, ...KINDS), (a, kind) => {
        const after = applyDepositRejection(a, kind);
        expect(after).toEqual(kind === 'open' ? { ...a, status: 'rejected' } : a);
      }),
    );
  });
});

describe('deposit approvals, case by case', () => {
  const active: DepositBalances = {
    status: 'active',
    requiredFen: 1_000_000,
    paidFen: 600_000,
    frozenFen: 0,
  };
  const frozen: DepositBalances = { ...active, status: 'frozen', frozenFen: 100_000 };

  it('activates an opened account without moving money', () => {
    const opening = { ...active, status: 'pending_review' as const, paidFen: 0 };
    expect(applyDepositApproval(opening, 'open', 0)).toEqual({ ...opening, status: 'active' });
  });

  it('unfreezes part of the frozen amount (still frozen) or all of it (active again)', () => {
    expect(applyDepositApproval(frozen, 'unfreeze', 40_000)).toEqual({
      ...frozen,
      frozenFen: 60_000,
      status: 'frozen',
    });
    expect(applyDepositApproval(frozen, 'unfreeze', 100_000)).toEqual({
      ...frozen,
      frozenFen: 0,
      status: 'active',
    });
    expect(() => applyDepositApproval(frozen, 'unfreeze', 100_001)).toThrow(
      expect.objectContaining({ code: Code.UnfreezeExceedsFrozen }),
    );
  });

  it('closes an account only once its balance is refunded', () => {
    const empty = { ...active, paidFen: 0 };
    expect(applyDepositApproval(empty, 'close', 0)).toEqual({ ...empty, status: 'closed' });
    expect(() => applyDepositApproval(active, 'close', 0)).toThrow(
      expect.objectContaining({ code: Code.CloseWithBalance }),
    );
  });

  it('refuses a top-up past the largest balance, naming the bound', () => {
    const full = { ...active, paidFen: MAX_BALANCE_FEN - 100 };
    expect(applyDepositApproval(full, 'top_up', 100).paidFen).toBe(MAX_BALANCE_FEN);
    expect(depositAmountProblem(full, 'top_up', 101)).toEqual({
      code: Code.BalanceOutOfRange,
      message: 'validation.money.tooLarge',
    });
    const error = outcomeError(() => checkDepositSubmission(full, 'top_up', 101));
    expect(error).toMatchObject({
      code: Code.BalanceOutOfRange,
      fields: { amountFen: 'validation.money.tooLarge' },
      data: { maxBalanceFen: MAX_BALANCE_FEN },
    });
  });

  it('puts a non-positive amount on the amount field, and a state rule on none', () => {
    expect(outcomeError(() => checkDepositSubmission(active, 'refund', 0))).toMatchObject({
      code: Code.ValidationFailed,
      fields: { amountFen: 'validation.money.positive' },
    });
    const refused = outcomeError(() => checkDepositSubmission(frozen, 'refund', 1));
    expect(refused.code).toBe(Code.InvalidTransition);
    expect(refused.fields).toBeUndefined();
    expect(
      outcomeError(() => checkDepositSubmission(active, 'refund', 600_001)).fields,
    ).toBeUndefined();
  });
});

function outcomeError(fn: () => unknown): AppError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    return e as AppError;
  }
  throw new Error('expected a refusal');
}
