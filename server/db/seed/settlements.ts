import { allocate } from '#core/money';
import { settlementFailureCode, SETTLEMENT_FAILURES } from '#core/i18n';
import type { Random } from '../../domain/prng.ts';
import { formatBusinessNo } from '#core/numbers';
import type { Db } from '../client.ts';
import { bulkInsert, type ColumnTypes } from './bulk-insert.ts';
import type { OrgSeed } from './orgs.ts';
import type { InstitutionSeed } from './parties.ts';
import type { SequenceCounter } from './sequences.ts';

const DAY = 86_400_000;
/** Processing fee on the share amount: 0.6%. */
const FEE_BP = 60;
const CHUNK = 10_000;
/** Failure reasons are stored as codes, shown in the reader's language (issue 26). */
const FAILURES = SETTLEMENT_FAILURES.map(settlementFailureCode);

const COLUMNS: ColumnTypes = {
  id: 'integer',
  settlement_no: 'text',
  period: 'date',
  org_id: 'integer',
  institution_id: 'integer',
  gross_fen: 'bigint',
  share_bp: 'integer',
  share_fen: 'bigint',
  fee_fen: 'bigint',
  net_fen: 'bigint',
  bank_serial_no: 'text',
  failure_reason: 'text',
  status: 'text',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
};

export interface FailedSettlement {
  settlementNo: string;
  orgName: string;
  reason: string;
  at: string;
}

/**
 * Settlements over the last 365 days, generated and inserted in chunks so a million rows never sit
 * in memory at once. Recent periods are still pending or processing; older ones mostly settled.
 */
export async function seedSettlements(
  db: Db,
  r: Random,
  count: number,
  orgs: OrgSeed[],
  institutions: InstitutionSeed[],
  now: Date,
  seq: SequenceCounter,
  onProgress?: (done: number, total: number) => void,
): Promise<FailedSettlement[]> {
  const targets = orgs.filter((o) => o.settlement_target);
  const failed: FailedSettlement[] = [];
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (let start = 0; start < count; start += CHUNK) {
    const rows: Record<string, unknown>[] = [];
    for (let i = start; i < Math.min(count, start + CHUNK); i++) {
      const age = Math.floor(r.next() * r.next() * 365);
      const periodDate = new Date(today - age * DAY);
      const period = periodDate.toISOString().slice(0, 10);
      const org = r.pick(targets);
      const grossFen = r.int(1_000, 5_000_000);
      const shareFen = allocate(grossFen, [org.share_bp])[0];
      const feeFen = allocate(shareFen, [FEE_BP])[0];
      const status = pickStatus(r, age);
      const settlementNo = formatBusinessNo(
        'ST',
        period.replaceAll('-', ''),
        seq.next('ST', period.replaceAll('-', '')),
      );
      // Settled T+1 in the small hours; today's periods cannot be created in the future.
      const createdAt = new Date(
        Math.min(periodDate.getTime() + DAY + r.int(0, 6 * 3_600_000), now.getTime()),
      ).toISOString();
      const failureReason = status === 'failed' ? r.pick(FAILURES) : null;
      if (failureReason && age < 30)
        failed.push({ settlementNo, orgName: org.name, reason: failureReason, at: createdAt });
      rows.push({
        id: i + 1,
        settlement_no: settlementNo,
        period,
        org_id: org.id,
        institution_id: r.pick(institutions).id,
        gross_fen: grossFen,
        share_bp: org.share_bp,
        share_fen: shareFen,
        fee_fen: feeFen,
        net_fen: shareFen - feeFen,
        bank_serial_no:
          status === 'settled'
            ? `B${period.replaceAll('-', '')}${String(i + 1).padStart(10, '0')}`
            : null,
        failure_reason: failureReason,
        status,
        created_at: createdAt,
        updated_at: createdAt,
      });
    }
    await bulkInsert(db, 'settlements', COLUMNS, rows, CHUNK);
    onProgress?.(Math.min(count, start + CHUNK), count);
  }
  return failed;
}

function pickStatus(r: Random, age: number): 'pending' | 'processing' | 'settled' | 'failed' {
  const roll = r.next();
  if (age <= 1) return roll < 0.6 ? 'pending' : roll < 0.9 ? 'processing' : 'failed';
  if (age <= 5)
    return roll < 0.15 ? 'pending' : roll < 0.3 ? 'processing' : roll < 0.95 ? 'settled' : 'failed';
  return roll < 0.02 ? 'pending' : roll < 0.03 ? 'processing' : roll < 0.96 ? 'settled' : 'failed';
}
