import { sql } from 'drizzle-orm';
import type { Clock } from '../../http/clock.ts';
import type { Db } from '../client.ts';
import { rowsOf } from '../migrate.ts';
import { eachSchemaTable } from './statistics.ts';
import { createRandom } from '../../domain/prng.ts';
import { bulkInsert, syncSerial } from './bulk-insert.ts';
import { buildOrgTree } from './orgs.ts';
import { buildInstitutions, buildMerchants } from './parties.ts';
import { buildDeposits } from './deposits.ts';
import { buildMerchantReviews } from './merchant-reviews.ts';
import { buildProviderMerchants } from './provider.ts';
import { seedSettlements } from './settlements.ts';
import { seedMessages } from './messages.ts';
import { seedTemplateData } from './template.ts';
import { seedSearchTerms } from './search.ts';
import { seedActivityLogs } from './logs.ts';
import { seedPeople } from './users-extra.ts';
import { SequenceCounter } from './sequences.ts';
import { seedSizes, type SeedScale } from './scale.ts';
import type { LogSeed } from './people.ts';

export interface SeedOptions {
  scale: SeedScale;
  clock: Clock;
  /** Progress lines for long seeds (benchmarks). */
  onProgress?: (message: string) => void;
}

const SEED = 20260101;

/** True once the business data exists (organisations are seeded first). */
export async function isSeeded(db: Db): Promise<boolean> {
  const rows = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from organisations`),
  );
  return Number(rows[0]?.n ?? 0) > 0;
}

/**
 * Fills an empty database with deterministic demo data: the same seed and clock give the same rows.
 * Calls the infra seed for the demo accounts and menus, then adds the business records.
 */
export async function seedDemoData(
  db: Db,
  { scale, clock, onProgress }: SeedOptions,
): Promise<void> {
  if (await isSeeded(db)) return;
  const now = clock.now();
  const r = createRandom(SEED);
  const sizes = seedSizes(scale);
  const seq = new SequenceCounter();
  const say = onProgress ?? (() => {});

  const orgs = buildOrgTree(r).map((o) => ({
    ...o,
    created_at: new Date(now.getTime() - 800 * 86_400_000).toISOString(),
  }));
  await bulkInsert(
    db,
    'organisations',
    {
      id: 'integer',
      parent_id: 'integer',
      code: 'text',
      name: 'text',
      kind: 'text',
      settlement_target: 'boolean',
      share_bp: 'integer',
      bank_account: 'text',
      status: 'text',
    },
    orgs,
  );
  await syncSerial(db, 'organisations');
  const people = await seedPeople(db, orgs, now);

  const institutions = buildInstitutions(r, sizes.institutions, orgs, now);
  await bulkInsert(
    db,
    'institutions',
    {
      id: 'integer',
      name: 'text',
      credit_code: 'text',
      legal_person: 'text',
      contact_name: 'text',
      contact_phone: 'text',
      address: 'text',
      org_id: 'integer',
      status: 'text',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    institutions,
  );
  await syncSerial(db, 'institutions');

  const merchants = buildMerchants(r, sizes.merchants, institutions, now, seq);
  await bulkInsert(
    db,
    'merchants',
    {
      id: 'integer',
      merchant_no: 'text',
      name: 'text',
      institution_id: 'integer',
      credit_code: 'text',
      legal_person: 'text',
      id_no: 'text',
      contact_phone: 'text',
      bank_account: 'text',
      status: 'text',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    merchants,
  );
  await syncSerial(db, 'merchants');
  const reviews = buildMerchantReviews(r, merchants, people);
  await bulkInsert(
    db,
    'merchant_reviews',
    {
      merchant_id: 'integer',
      kind: 'text',
      changes: 'jsonb',
      status: 'text',
      submitted_by_id: 'integer',
      submitted_by: 'text',
      submitted_at: 'timestamptz',
      decided_by_id: 'integer',
      decided_by: 'text',
      decided_at: 'timestamptz',
      reason: 'text',
    },
    reviews,
  );

  const { providers, events } = buildProviderMerchants(r, merchants, now);
  await bulkInsert(
    db,
    'provider_merchants',
    {
      id: 'integer',
      provider_merchant_no: 'text',
      sub_account_no: 'text',
      merchant_id: 'integer',
      bank_card: 'text',
      binding_status: 'text',
      balance_fen: 'bigint',
      last_sync_at: 'timestamptz',
      created_at: 'timestamptz',
    },
    providers,
  );
  await syncSerial(db, 'provider_merchants');
  await bulkInsert(
    db,
    'provider_events',
    {
      provider_merchant_id: 'integer',
      at: 'timestamptz',
      kind: 'text',
      detail: 'text',
      amount_fen: 'bigint',
    },
    events,
  );
  say(
    `seeded ${orgs.length} organisations, ${institutions.length} institutions, ${merchants.length} merchants`,
  );

  const deposits = buildDeposits(r, sizes.accounts, institutions, merchants, people, now, seq);
  await bulkInsert(
    db,
    'deposit_accounts',
    {
      id: 'integer',
      account_no: 'text',
      institution_id: 'integer',
      merchant_id: 'integer',
      required_fen: 'bigint',
      paid_fen: 'bigint',
      frozen_fen: 'bigint',
      status: 'text',
      note: 'text',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    deposits.accounts,
  );
  await syncSerial(db, 'deposit_accounts');
  await bulkInsert(
    db,
    'deposit_requests',
    {
      account_id: 'integer',
      kind: 'text',
      amount_fen: 'bigint',
      note: 'text',
      status: 'text',
      submitted_by_id: 'integer',
      submitted_by: 'text',
      submitted_at: 'timestamptz',
      decided_by_id: 'integer',
      decided_by: 'text',
      decided_at: 'timestamptz',
      reason: 'text',
    },
    deposits.requests,
  );
  say(`seeded ${deposits.accounts.length} deposit accounts, ${deposits.requests.length} requests`);

  const failed = await seedSettlements(db, sizes.settlements, orgs, institutions, now);
  say(`seeded ${sizes.settlements} settlements`);
  await syncSerial(db, 'settlements');
  await seq.save(db);

  const logs: LogSeed[] = [...deposits.logs, ...seedActivityLogs(r, sizes.logs, people, now)];
  logs.sort((a, b) => a.at.localeCompare(b.at));
  await bulkInsert(
    db,
    'system_logs',
    {
      at: 'timestamptz',
      user_id: 'integer',
      username: 'text',
      ip: 'text',
      module: 'text',
      action: 'text',
      target: 'text',
      result: 'text',
      detail: 'jsonb',
      request_id: 'text',
    },
    logs,
  );

  const accountNo = new Map(deposits.accounts.map((a) => [a.id, a.account_no]));
  const merchantById = new Map(merchants.map((m) => [m.id, m]));
  await seedMessages(db, people, {
    pendingDeposits: deposits.requests
      .filter((q) => q.status === 'pending')
      .map((q) => ({
        key: accountNo.get(q.account_id) ?? '',
        kind: q.kind,
        extra: '',
        at: q.submitted_at,
      })),
    pendingReviews: reviews
      .filter((v) => v.status === 'pending')
      .map((v) => ({
        key: merchantById.get(v.merchant_id)?.merchant_no ?? '',
        kind: v.kind,
        extra: merchantById.get(v.merchant_id)?.name ?? '',
        at: v.submitted_at,
      })),
    failed,
    decided: deposits.requests
      .filter((q) => q.decided_at)
      .map((q) => ({
        key: accountNo.get(q.account_id) ?? '',
        kind: q.kind,
        extra: q.status,
        at: q.decided_at ?? q.submitted_at,
      })),
  });
  await seedTemplateData(db, r, sizes.contentSets, [people.operator, ...people.admins], now);
  await seedSearchTerms(db, { orgs, institutions, merchants, providers });
  // The planner's statistics of what was just loaded: without them a demo database's estimates
  // stay the defaults (a `q` search over 20,000 settlements read "≈ 10,000").
  await eachSchemaTable(db, 'analyze');
  say('seed complete');
}
