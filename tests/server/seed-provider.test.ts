import { describe, expect, it } from 'vitest';
import { createRandom } from '../../server/domain/prng.ts';
import { buildProviderMerchants } from '../../server/db/seed/provider.ts';
import type { MerchantSeed } from '../../server/db/seed/parties.ts';

const NOW = new Date('2026-11-23T08:00:00Z');

function merchant(id: number, createdDaysAgo: number): MerchantSeed {
  const created = new Date(NOW.getTime() - createdDaysAgo * 86_400_000).toISOString();
  return {
    id,
    merchant_no: `M${id}`,
    name: `商户${id}`,
    institution_id: 1,
    credit_code: '',
    legal_person: '',
    id_no: '',
    contact_phone: '',
    bank_account: '',
    status: 'approved',
    created_at: created,
    updated_at: created,
  };
}

describe('seeded provider merchants', () => {
  // Young merchants leave little time before now: the case that used to stamp syncs alike.
  const merchants = Array.from({ length: 400 }, (_, i) => merchant(i + 1, (i % 40) + 1));
  const { providers, events } = buildProviderMerchants(createRandom(7), merchants, NOW);

  it('stamps every balance sync of a provider at its own second, in order, before now', () => {
    const syncs = events.filter((e) => e.kind === 'balance_synced');
    expect(syncs.length).toBeGreaterThan(100);
    const byProvider = new Map<number, string[]>();
    for (const e of syncs) {
      byProvider.set(e.provider_merchant_id, [
        ...(byProvider.get(e.provider_merchant_id) ?? []),
        e.at.slice(0, 19),
      ]);
    }
    expect([...byProvider.values()].some((ats) => ats.length > 1)).toBe(true);
    for (const ats of byProvider.values()) {
      expect(new Set(ats).size).toBe(ats.length);
      expect([...ats].sort()).toEqual(ats);
      for (const at of ats) expect(at < NOW.toISOString()).toBe(true);
    }
  });

  it('keeps the synced amount as integer fen, not in the text, and the last one is the balance', () => {
    for (const e of events) {
      expect(e.detail).not.toMatch(/\d+ ?分/);
      if (e.kind === 'balance_synced') expect(Number.isInteger(e.amount_fen)).toBe(true);
      else expect(e.amount_fen).toBeNull();
    }
    for (const p of providers.filter((p) => p.last_sync_at)) {
      const last = events.filter(
        (e) => e.provider_merchant_id === p.id && e.kind === 'balance_synced',
      );
      expect(last.at(-1)?.amount_fen).toBe(p.balance_fen);
      expect(last.at(-1)?.at).toBe(p.last_sync_at);
    }
  });
});
