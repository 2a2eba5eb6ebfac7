import type { Random } from '../../domain/prng.ts';
import { bankCard } from './identities.ts';
import type { MerchantSeed } from './parties.ts';

export interface ProviderSeed {
  id: number;
  provider_merchant_no: string;
  sub_account_no: string;
  merchant_id: number | null;
  bank_card: string;
  binding_status: 'unbound' | 'pending' | 'bound' | 'failed';
  balance_fen: number;
  last_sync_at: string | null;
  created_at: string;
}

export interface ProviderEventSeed {
  provider_merchant_id: number;
  at: string;
  kind: 'opened' | 'card_bound' | 'balance_synced' | 'failure';
  detail: string;
  amount_fen: number | null;
}

const HOUR = 3_600_000;

/** A Ping An sub-account for most approved merchants, with its event timeline. */
export function buildProviderMerchants(
  r: Random,
  merchants: MerchantSeed[],
  now: Date,
): { providers: ProviderSeed[]; events: ProviderEventSeed[] } {
  const providers: ProviderSeed[] = [];
  const events: ProviderEventSeed[] = [];
  for (const m of merchants) {
    if (m.status !== 'approved' && m.status !== 'disabled') continue;
    if (!r.chance(0.85)) continue;
    const id = providers.length + 1;
    const opened = new Date(new Date(m.created_at).getTime() + r.int(2, 72) * HOUR);
    const roll = r.next();
    const binding =
      roll < 0.72 ? 'bound' : roll < 0.82 ? 'pending' : roll < 0.91 ? 'failed' : 'unbound';
    const card = binding === 'unbound' ? '' : bankCard(r);
    const timeline: ProviderEventSeed[] = [
      {
        provider_merchant_id: id,
        at: opened.toISOString(),
        kind: 'opened',
        detail: '平安见证宝子账户开立',
        amount_fen: null,
      },
    ];
    let at = opened.getTime();
    if (binding === 'bound') {
      at += r.int(1, 24) * HOUR;
      timeline.push({
        provider_merchant_id: id,
        at: new Date(at).toISOString(),
        kind: 'card_bound',
        detail: `绑定银行卡尾号 ${card.slice(-4)}`,
        amount_fen: null,
      });
    }
    if (binding === 'failed') {
      at += r.int(1, 24) * HOUR;
      timeline.push({
        provider_merchant_id: id,
        at: new Date(at).toISOString(),
        kind: 'failure',
        detail: '银行卡鉴权失败：户名与卡号不符',
        amount_fen: null,
      });
    }
    let balance = 0;
    let lastSync: string | null = null;
    if (binding === 'bound') {
      // Syncs are spread over the time left before now, each at least an hour after the last, so
      // no two syncs (with different balances) ever share a second.
      const syncs = r.int(1, 4);
      const last = now.getTime() - HOUR;
      for (let s = 0; s < syncs; s++) {
        const room = Math.floor((last - at) / HOUR);
        if (room < 1) break;
        at += Math.min(r.int(24, 24 * 30), room) * HOUR + r.int(0, 3_599) * 1000;
        balance = r.int(0, 5_000_000) * 10;
        lastSync = new Date(at).toISOString();
        timeline.push({
          provider_merchant_id: id,
          at: lastSync,
          kind: 'balance_synced',
          detail: '',
          amount_fen: balance,
        });
      }
    }
    providers.push({
      id,
      provider_merchant_no: `PA${String(88_000_000 + id * 7).padStart(10, '0')}`,
      sub_account_no: `8885${String(r.int(0, 99_999_999)).padStart(8, '0')}${String(id).padStart(4, '0')}`,
      merchant_id: m.id,
      bank_card: card,
      binding_status: binding,
      balance_fen: balance,
      last_sync_at: lastSync,
      created_at: opened.toISOString(),
    });
    events.push(...timeline);
  }
  return { providers, events };
}
