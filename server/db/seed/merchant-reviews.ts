import type { Random } from '../../domain/prng.ts';
import { mobile } from './names.ts';
import type { MerchantSeed } from './parties.ts';
import type { SeedPeople } from './people.ts';

export interface ReviewSeed {
  merchant_id: number;
  kind: 'onboard' | 'change';
  changes: Record<string, { from: string; to: string }>;
  status: 'pending' | 'approved' | 'rejected';
  submitted_by_id: number;
  submitted_by: string;
  submitted_at: string;
  decided_by_id: number | null;
  decided_by: string | null;
  decided_at: string | null;
  reason: string | null;
}

const HOUR = 3_600_000;

/** An onboarding review per merchant (pending for those under review) and a few pending changes. */
export function buildMerchantReviews(
  r: Random,
  merchants: MerchantSeed[],
  people: SeedPeople,
): ReviewSeed[] {
  const reviews: ReviewSeed[] = [];
  for (const m of merchants) {
    const submitted = new Date(m.created_at);
    const decider = r.pick(people.deciders);
    const decided = m.status !== 'pending_review';
    reviews.push({
      merchant_id: m.id,
      kind: 'onboard',
      changes: {},
      status: !decided ? 'pending' : m.status === 'rejected' ? 'rejected' : 'approved',
      submitted_by_id: people.operator.id,
      submitted_by: people.operator.username,
      submitted_at: submitted.toISOString(),
      decided_by_id: decided ? decider.id : null,
      decided_by: decided ? decider.username : null,
      decided_at: decided
        ? new Date(submitted.getTime() + r.int(1, 48) * HOUR).toISOString()
        : null,
      reason: m.status === 'rejected' ? '营业执照信息不一致' : null,
    });
    if (m.status === 'approved' && r.chance(0.08)) {
      reviews.push({
        merchant_id: m.id,
        kind: 'change',
        changes: { contactPhone: { from: m.contact_phone, to: mobile(r) } },
        status: 'pending',
        submitted_by_id: people.operator.id,
        submitted_by: people.operator.username,
        submitted_at: new Date(submitted.getTime() + r.int(49, 500) * HOUR).toISOString(),
        decided_by_id: null,
        decided_by: null,
        decided_at: null,
        reason: null,
      });
    }
  }
  return reviews;
}
