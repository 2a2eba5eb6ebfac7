import type { DepositAccountStatus, DepositRequestKind } from '#core/types';
import type { Random } from '../../domain/prng.ts';
import { businessDay, formatBusinessNo } from '#core/numbers';
import type { InstitutionSeed, MerchantSeed } from './parties.ts';
import type { SequenceCounter } from './sequences.ts';
import type { LogSeed, SeedPeople } from './people.ts';

export interface AccountSeed {
  id: number;
  account_no: string;
  institution_id: number;
  merchant_id: number | null;
  required_fen: number;
  paid_fen: number;
  frozen_fen: number;
  status: DepositAccountStatus;
  note: string;
  created_at: string;
  updated_at: string;
}

export interface RequestSeed {
  account_id: number;
  kind: DepositRequestKind;
  amount_fen: number;
  note: string;
  status: 'pending' | 'approved' | 'rejected';
  submitted_by_id: number;
  submitted_by: string;
  submitted_at: string;
  decided_by_id: number | null;
  decided_by: string | null;
  decided_at: string | null;
  reason: string | null;
}

const DAY = 86_400_000;
const YUAN = 100;

function pickStatus(r: Random): DepositAccountStatus {
  const roll = r.next();
  if (roll < 0.68) return 'active';
  if (roll < 0.76) return 'frozen';
  if (roll < 0.86) return 'pending_review';
  if (roll < 0.9) return 'rejected';
  return 'closed';
}

/**
 * Deposit accounts with a consistent history: every account has its `open` request (decided unless
 * pending review), a top-up that explains `paid`, a freeze that explains `frozen`; a share of the
 * active accounts carries one pending request submitted by the operator, for the review queue.
 */
export function buildDeposits(
  r: Random,
  count: number,
  institutions: InstitutionSeed[],
  merchants: MerchantSeed[],
  people: SeedPeople,
  now: Date,
  seq: SequenceCounter,
): { accounts: AccountSeed[]; requests: RequestSeed[]; logs: LogSeed[] } {
  const accounts: AccountSeed[] = [];
  const requests: RequestSeed[] = [];
  const logs: LogSeed[] = [];
  const byInstitution = new Map<number, MerchantSeed[]>();
  for (const m of merchants)
    byInstitution.set(m.institution_id, [...(byInstitution.get(m.institution_id) ?? []), m]);

  for (let i = 0; i < count; i++) {
    const id = i + 1;
    const institution = r.pick(institutions);
    const linked = byInstitution.get(institution.id);
    const merchant = linked && r.chance(0.5) ? r.pick(linked) : null;
    const opened = new Date(now.getTime() - r.int(2, 360) * DAY - r.int(0, DAY - 1));
    const day = businessDay(opened);
    const accountNo = formatBusinessNo('BZJ', day, seq.next('BZJ', day));
    const status = pickStatus(r);
    const requiredFen = r.int(10, 500) * 1000 * YUAN;
    const paidFen =
      status === 'active' || status === 'frozen'
        ? r.int(0, Math.floor((requiredFen / YUAN) * 1.2)) * YUAN
        : 0;
    const frozenFen =
      status === 'frozen' ? Math.max(YUAN, Math.floor(paidFen / 2 / YUAN) * YUAN) : 0;
    const account: AccountSeed = {
      id,
      account_no: accountNo,
      institution_id: institution.id,
      merchant_id: merchant?.id ?? null,
      required_fen: requiredFen,
      paid_fen: status === 'frozen' ? Math.max(paidFen, frozenFen) : paidFen,
      frozen_fen: frozenFen,
      status,
      note: '',
      created_at: opened.toISOString(),
      updated_at: opened.toISOString(),
    };
    accounts.push(account);

    let at = opened.getTime();
    const decider = r.pick(people.deciders);
    const submit = (
      kind: DepositRequestKind,
      amount: number,
      decided: 'approved' | 'rejected' | 'pending',
    ): void => {
      const submittedAt = new Date(at);
      at += r.int(600_000, 2 * DAY);
      const decidedAt =
        decided === 'pending' ? null : new Date(Math.min(at, now.getTime() - 60_000));
      requests.push({
        account_id: id,
        kind,
        amount_fen: amount,
        note: '',
        status: decided,
        submitted_by_id: people.operator.id,
        submitted_by: people.operator.username,
        submitted_at: submittedAt.toISOString(),
        decided_by_id: decidedAt ? decider.id : null,
        decided_by: decidedAt ? decider.username : null,
        decided_at: decidedAt?.toISOString() ?? null,
        reason: decided === 'rejected' ? '资料不完整' : null,
      });
      logs.push(
        log(people.operator, 'submit', accountNo, submittedAt, { kind, amountFen: amount }),
      );
      if (decidedAt)
        logs.push(
          log(decider, decided === 'approved' ? 'approve' : 'reject', accountNo, decidedAt, {
            kind,
            amountFen: amount,
          }),
        );
    };

    if (status === 'pending_review') {
      submit('open', 0, 'pending');
      continue;
    }
    submit('open', 0, status === 'rejected' ? 'rejected' : 'approved');
    if (status === 'rejected') continue;
    if (account.paid_fen > 0 || status === 'closed')
      submit('top_up', account.paid_fen || requiredFen, 'approved');
    if (status === 'closed') {
      submit('refund', requiredFen, 'approved');
      submit('close', 0, 'approved');
      continue;
    }
    if (status === 'frozen') submit('freeze', frozenFen, 'approved');
    if (r.chance(0.3)) {
      const available = account.paid_fen - account.frozen_fen;
      const kind: DepositRequestKind =
        status === 'frozen' ? 'unfreeze' : available > YUAN && r.chance(0.3) ? 'refund' : 'top_up';
      const amount =
        kind === 'unfreeze'
          ? account.frozen_fen
          : kind === 'refund'
            ? Math.floor(available / 2 / YUAN) * YUAN || YUAN
            : r.int(1, 100) * 1000 * YUAN;
      if (at < now.getTime()) submit(kind, amount, 'pending');
    }
  }
  return { accounts, requests, logs };
}

function log(
  user: { id: number; username: string },
  action: string,
  target: string,
  at: Date,
  detail: unknown,
): LogSeed {
  return {
    at: at.toISOString(),
    user_id: user.id,
    username: user.username,
    ip: '10.0.0.8',
    module: 'deposits',
    action,
    target,
    result: 'success',
    detail,
    request_id: '',
  };
}
