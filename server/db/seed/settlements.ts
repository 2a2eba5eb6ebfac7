import { sql } from 'drizzle-orm';
import { settlementFailureCode, SETTLEMENT_FAILURES } from '#core/i18n';
import type { Db } from '../client.ts';
import { rowsOf } from '../migrate.ts';
import type { OrgSeed } from './orgs.ts';
import type { InstitutionSeed } from './parties.ts';
import { rebuildDailyTotals } from '../../domain/settlement-totals.ts';
import { withIndexesAfter } from './deferred-indexes.ts';

const DAYS = 365;
/** Processing fee on the share amount: 0.6%. */
const FEE_BP = 60;
/** The sequence width of business numbers (core/numbers formatBusinessNo). */
const SEQUENCE_WIDTH = 6;
/** Failure reasons are stored as codes, shown in the reader's language (issue 26). */
const FAILURES = SETTLEMENT_FAILURES.map(settlementFailureCode);
/** The most recent failures handed to the message seed (it notifies about the latest few). */
const RECENT_FAILED = 100;

export interface FailedSettlement {
  settlementNo: string;
  orgName: string;
  reason: string;
  at: string;
}

/**
 * How many settlements fall on each day back from today (index = age in days): the age of a
 * settlement is ⌊365·U₁·U₂⌋ (recent days busier), whose distribution function is F(x) = x − x·ln x;
 * each day gets the whole-number difference of N·F at its ends, so the days add up to N exactly.
 */
export function settlementsPerDay(count: number): number[] {
  const F = (x: number) => (x <= 0 ? 0 : x - x * Math.log(x));
  const upTo = (d: number) => Math.floor(count * F(d / DAYS));
  return Array.from({ length: DAYS }, (_, age) => upTo(age + 1) - upTo(age));
}

/**
 * Settlements over the last 365 days, made by PostgreSQL itself in one set-based statement
 * (generate_series; each row's draws are hashes of its id, so the data is the same on every run
 * and engine), with the table's secondary indexes built after the load. The one generator for
 * every scale: 240 rows for tests, the demo's 30,000, the bench's ten million. Recent periods are
 * still pending or processing; older ones mostly settled. Ids and the numbers of a day follow
 * time (older first). The day's ST sequences are stored so later numbers continue after them, and
 * the daily totals are built from the rows in the same transaction.
 */
export async function seedSettlements(
  db: Db,
  count: number,
  orgs: OrgSeed[],
  institutions: InstitutionSeed[],
  now: Date,
): Promise<FailedSettlement[]> {
  const targets = orgs.filter((o) => o.settlement_target);
  const perDay = settlementsPerDay(count);
  // Oldest day first, so ids ascend with the period.
  const ages: number[] = [];
  const counts: number[] = [];
  const firsts: number[] = [];
  let next = 1;
  for (let age = DAYS - 1; age >= 0; age--) {
    if (perDay[age] === 0) continue;
    ages.push(age);
    counts.push(perDay[age]);
    firsts.push(next);
    next += perDay[age];
  }
  const today = now.toISOString().slice(0, 10);
  const intArray = (xs: readonly number[]) => sql`${`{${xs.join(',')}}`}::int[]`;
  const textArray = (xs: readonly string[]) =>
    sql`${`{${xs.map((x) => `"${x}"`).join(',')}}`}::text[]`;
  // A draw in [0, m) from the row's id and a salt: the low 62 bits of a 64-bit hash, mod m.
  const draw = (salt: number, m: number) =>
    sql`((hashint8extended(id::bigint, ${salt}::bigint) & 4611686018427387903) % ${m})`;

  await withIndexesAfter(db, 'settlements', count, async (tx) => {
    await tx.execute(sql`
      insert into settlements (id, settlement_no, period, org_id, institution_id, gross_fen,
        share_bp, share_fen, fee_fen, net_fen, bank_serial_no, failure_reason, status,
        created_at, updated_at)
      select id, settlement_no, period, org_id, institution_id, gross_fen, share_bp, share_fen,
        fee_fen, share_fen - fee_fen, case when status = 'settled'
          then 'B' || day || lpad(id::text, 10, '0') end,
        case when status = 'failed' then (${textArray(FAILURES)})[1 + fail_i] end,
        status, created_at, created_at
      from (
        select *, (share_fen * ${FEE_BP} + 5000) / 10000 as fee_fen
        from (
          select *, (gross_fen * share_bp + 5000) / 10000 as share_fen
          from (
            select id, period, day,
              'ST' || day || lpad(k::text, ${SEQUENCE_WIDTH}, '0') as settlement_no,
              (${intArray(targets.map((o) => o.id))})[1 + org_i] as org_id,
              (${intArray(targets.map((o) => o.share_bp))})[1 + org_i] as share_bp,
              (${intArray(institutions.map((i) => i.id))})[1 + inst_i] as institution_id,
              1000 + gross_i as gross_fen, fail_i,
              case
                when age <= 1 then case when roll < 6000 then 'pending'
                  when roll < 9000 then 'processing' else 'failed' end
                when age <= 5 then case when roll < 1500 then 'pending'
                  when roll < 3000 then 'processing' when roll < 9500 then 'settled' else 'failed' end
                else case when roll < 200 then 'pending' when roll < 300 then 'processing'
                  when roll < 9600 then 'settled' else 'failed' end
              end as status,
              -- Settled T+1 in the small hours; today's periods cannot be created in the future.
              least((period::timestamp at time zone 'UTC') + interval '1 day'
                + make_interval(secs => created_i / 1000.0), ${now.toISOString()}::timestamptz)
                as created_at
            from (
              select id, k, age, period, to_char(period, 'YYYYMMDD') as day,
                ${draw(1, targets.length)} as org_i,
                ${draw(2, institutions.length)} as inst_i,
                ${draw(3, 5_000_000 - 1_000 + 1)} as gross_i,
                ${draw(4, 10_000)} as roll,
                ${draw(5, FAILURES.length)} as fail_i,
                ${draw(6, 6 * 3_600_000 + 1)} as created_i
              from (
                select d.first_id + k - 1 as id, k, d.age, (${today}::date - d.age) as period
                from unnest(${intArray(ages)}, ${intArray(counts)}, ${intArray(firsts)})
                  as d(age, n, first_id),
                  generate_series(1, d.n) as k
              ) s
            ) drawn
          ) picked
        ) shared
      ) charged`);
    await rebuildDailyTotals(tx);
  });
  await db.execute(sql`
    insert into business_sequences (name, value)
    select 'ST' || to_char(${today}::date - d.age, 'YYYYMMDD'), d.n
    from unnest(${intArray(ages)}, ${intArray(counts)}) as d(age, n)
    on conflict (name) do update set value = excluded.value`);
  return rowsOf<{ settlementNo: string; orgName: string; reason: string; at: string }>(
    await db.execute(sql`
      select s.settlement_no as "settlementNo", coalesce(o.name, '') as "orgName",
        s.failure_reason as reason,
        to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
      from settlements s left join organisations o on o.id = s.org_id
      where s.status = 'failed' and s.period > ${today}::date - 30
      order by s.created_at desc, s.id limit ${RECENT_FAILED}`),
  );
}
