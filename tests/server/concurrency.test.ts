import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { rowsOf } from '../../server/db/migrate.ts';
import { activeAccount, call, createBusinessApp, type BusinessApp } from './business-support.ts';

let app: BusinessApp;
beforeAll(async () => {
  app = await createBusinessApp();
}, 300_000);
afterAll(() => app?.close());

test('50 simultaneous approvals of one request: one succeeds, the balance changes once, one success log row', async () => {
  const { accountNo } = await activeAccount(app);
  const req = await call(app, app.operator, 'POST', `/deposits/accounts/${accountNo}/requests`, {
    body: { kind: 'top_up', amountFen: 12_345 },
  });
  const tokens = [app.admin, app.reviewer];
  const responses = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      app.request('POST', `/deposits/requests/${req.id}/approve`, {
        token: tokens[i % 2],
        body: { version: 1 },
      }),
    ),
  );
  const codes = responses.map((r) => r.body.code);
  expect(codes.filter((c) => c === 200000)).toHaveLength(1);
  expect(codes.every((c) => c === 200000 || c === 409101 || c === 409100)).toBe(true);
  expect(responses.filter((r) => r.body.code !== 200000).every((r) => r.status === 409)).toBe(true);

  const detail = await call(app, app.admin, 'GET', `/deposits/accounts/${accountNo}`);
  expect(detail.paidFen).toBe(12_345);
  expect(detail.requests.find((r: { id: number }) => r.id === req.id)).toMatchObject({
    status: 'approved',
    version: 2,
  });

  const logs = rowsOf<{ result: string; n: number }>(
    await app.database.db.execute(
      sql`select result, count(*)::int as n from system_logs where module = 'deposits' and action = 'approve' and target = ${accountNo} and detail->>'requestId' = ${String(req.id)} group by result`,
    ),
  );
  expect(logs.find((l) => l.result === 'success')?.n).toBe(1);
  expect(logs.find((l) => l.result === 'failure')?.n).toBe(49);
}, 120_000);

test('two simultaneous submissions on one account: exactly one pending request', async () => {
  const { accountNo } = await activeAccount(app);
  const responses = await Promise.all(
    Array.from({ length: 10 }, () =>
      app.request('POST', `/deposits/accounts/${accountNo}/requests`, {
        token: app.operator,
        body: { kind: 'top_up', amountFen: 100 },
      }),
    ),
  );
  expect(responses.filter((r) => r.body.code === 200000)).toHaveLength(1);
  expect(responses.filter((r) => r.body.code === 422108)).toHaveLength(9);
}, 120_000);
