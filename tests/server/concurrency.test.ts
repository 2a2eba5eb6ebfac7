import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { luhnCheckDigit, makeCreditCode, makeIdNo } from '#core/validate';
import { rowsOf } from '../../server/db/migrate.ts';
import {
  activeAccount,
  activeInstitutionId,
  call,
  createBusinessApp,
  type BusinessApp,
} from './business-support.ts';

let app: BusinessApp;
beforeAll(async () => {
  app = await createBusinessApp();
}, 300_000);
afterAll(() => app?.close());

/** 50 approvals of one review at once, from two admins; asserts one winner and 409s for the rest. */
async function approveFiftyAtOnce(path: string): Promise<void> {
  const tokens = [app.admin, app.reviewer];
  const responses = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      app.request('POST', path, { token: tokens[i % 2], body: { version: 1 } }),
    ),
  );
  const codes = responses.map((r) => r.body.code);
  expect(codes.filter((c) => c === 200000)).toHaveLength(1);
  expect(codes.every((c) => c === 200000 || c === 409101 || c === 409100)).toBe(true);
  expect(responses.filter((r) => r.body.code !== 200000).every((r) => r.status === 409)).toBe(true);
}

/** Success and failure counts of the 'approve' log rows of one review. */
async function approveLogCounts(module: string, target: string, idKey: string, id: number) {
  const logs = rowsOf<{ result: string; n: number }>(
    await app.database.db.execute(
      sql`select result, count(*)::int as n from system_logs where module = ${module} and action = 'approve' and target = ${target} and detail->>${idKey} = ${String(id)} group by result`,
    ),
  );
  return {
    success: logs.find((l) => l.result === 'success')?.n,
    failure: logs.find((l) => l.result === 'failure')?.n,
  };
}

test('50 simultaneous approvals of one request: one succeeds, the balance changes once, one success log row', async () => {
  const { accountNo } = await activeAccount(app);
  const req = await call(app, app.operator, 'POST', `/deposits/accounts/${accountNo}/requests`, {
    body: { kind: 'top_up', amountFen: 12_345 },
  });
  await approveFiftyAtOnce(`/deposits/requests/${req.id}/approve`);

  const detail = await call(app, app.admin, 'GET', `/deposits/accounts/${accountNo}`);
  expect(detail.paidFen).toBe(12_345);
  expect(detail.requests.find((r: { id: number }) => r.id === req.id)).toMatchObject({
    status: 'approved',
    version: 2,
  });

  expect(await approveLogCounts('deposits', accountNo, 'requestId', req.id)).toEqual({
    success: 1,
    failure: 49,
  });
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

test('50 simultaneous approvals of one merchant review: one succeeds, the merchant changes once, one success log row', async () => {
  const body = '622202123456789012';
  const merchant = await call(app, app.operator, 'POST', '/merchants', {
    body: {
      name: '并发审核商户',
      institutionId: await activeInstitutionId(app),
      creditCode: makeCreditCode('91110101ABCDE1234'),
      legalPerson: '赵六',
      idNo: makeIdNo('11010119900307123'),
      contactPhone: '13700001111',
      bankAccount: body + luhnCheckDigit(body),
    },
  });
  const [review] = (
    await call(app, app.admin, 'GET', '/merchants/reviews', { query: { q: merchant.merchantNo } })
  ).items;
  await approveFiftyAtOnce(`/merchants/reviews/${review.id}/approve`);

  const after = await call(app, app.admin, 'GET', `/merchants/${merchant.merchantNo}`);
  expect(after).toMatchObject({ status: 'approved', version: merchant.version + 1 });
  expect(await approveLogCounts('merchants', merchant.merchantNo, 'reviewId', review.id)).toEqual({
    success: 1,
    failure: 49,
  });
}, 120_000);
