/**
 * Issue 26: a settlement's failure reason produced by the provider or the seed is a code shown in
 * the reader's language — in the list (as the code), in the CSV export and in the admins' notices;
 * the migration turns the Chinese texts of rows written before into the codes, leaving typed text.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { enUS, SETTLEMENT_FAILURES, settlementFailureCode, systemText, zhCN } from '#core/i18n';
import { rowsOf } from '../../server/db/migrate.ts';
import { call, createBusinessApp, type BusinessApp } from './business-support.ts';

const MIGRATION = readFileSync(
  new URL('../../server/db/migrations/0011_settlement_failure_codes.sql', import.meta.url),
  'utf8',
);

let app: BusinessApp;
beforeAll(async () => {
  app = await createBusinessApp();
}, 300_000);
afterAll(() => app?.close());

const failedItems = async () =>
  (
    await call(app, app.admin, 'GET', '/settlements', {
      query: { status: 'failed', pageSize: 100 },
    })
  ).items as { settlementNo: string; failureReason: string | null }[];

test('the seed stores failure reasons as codes', async () => {
  const codes = new Set(SETTLEMENT_FAILURES.map(settlementFailureCode));
  const items = await failedItems();
  expect(items.length).toBeGreaterThan(0);
  for (const item of items) expect(codes.has(item.failureReason ?? '')).toBe(true);
});

test("the CSV export shows each failure reason in the export's locale", async () => {
  for (const locale of ['en-US', 'zh-CN'] as const) {
    const res = await app.fetch('GET', '/settlements/export.csv', {
      token: app.admin,
      query: { status: 'failed' },
      headers: { 'accept-language': locale },
    });
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    const messages = locale === 'en-US' ? enUS : zhCN;
    const texts = SETTLEMENT_FAILURES.map((f) => messages[`settlements.failure.${f}`]);
    expect(texts.some((t) => text.includes(t))).toBe(true);
    expect(text).not.toContain('sys:');
  }
});

test('the migration turns the old Chinese reasons into codes and keeps typed text', async () => {
  const [first, second] = await failedItems();
  await app.database.db.execute(
    sql`update settlements set failure_reason = '账户已销户' where settlement_no = ${first.settlementNo}`,
  );
  await app.database.db.execute(
    sql`update settlements set failure_reason = '对方退票' where settlement_no = ${second.settlementNo}`,
  );
  await app.database.db.execute(sql.raw(MIGRATION));
  const rows = rowsOf<{ settlement_no: string; failure_reason: string }>(
    await app.database.db.execute(
      sql`select settlement_no, failure_reason from settlements where settlement_no in (${first.settlementNo}, ${second.settlementNo})`,
    ),
  );
  const by = new Map(rows.map((r) => [r.settlement_no, r.failure_reason]));
  expect(by.get(first.settlementNo)).toBe(settlementFailureCode('accountClosed'));
  expect(by.get(second.settlementNo)).toBe('对方退票');
});

test('systemText reads a code in each locale and leaves other text as it is', () => {
  const en = (k: string) => (enUS as Record<string, string>)[k] ?? k;
  expect(systemText(settlementFailureCode('bankBusy'), en)).toBe(
    enUS['settlements.failure.bankBusy'],
  );
  expect(systemText('资料不完整', en)).toBe('资料不完整');
  expect(systemText('sys:no.such.key', en)).toBe('sys:no.such.key');
  expect(systemText(null, en)).toBe('');
});
