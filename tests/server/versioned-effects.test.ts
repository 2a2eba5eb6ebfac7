/**
 * The versioned writes that were hand-written conditional statements (issue 23) now go through
 * server/review/versioned.ts: an organisation's delete (deleteVersioned), an approved
 * administrator change (the user row) and an approved deposit request (the account row)
 * (updateVersioned). Of 8 simultaneous attempts exactly one commits and writes its row once.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { rowsOf } from '../../server/db/migrate.ts';
import {
  activeAccount,
  call,
  createBusinessApp,
  fileReviewerPhone,
  unusedOrg,
  type BusinessApp,
} from './business-support.ts';

let app: BusinessApp;
let auditor: string;
beforeAll(async () => {
  app = await createBusinessApp();
  // The demo's third administrator: neither the maker (admin) nor the subject (reviewer).
  auditor = await app.login('auditor');
}, 300_000);
afterAll(() => app?.close());

async function logCounts(module: string, action: string, target: string) {
  const rows = rowsOf<{ result: string; n: number }>(
    await app.database.db.execute(
      sql`select result, count(*)::int as n from system_logs where module = ${module} and action = ${action} and target = ${target} group by result`,
    ),
  );
  return Object.fromEntries(rows.map((r) => [r.result, r.n]));
}

/** Sends 8 requests at once and returns their envelope codes. */
async function eightAtOnce(send: () => Promise<{ body: { code: number } }>): Promise<number[]> {
  const answers = await Promise.all(Array.from({ length: 8 }, send));
  return answers.map((r) => r.body.code);
}

test('deleting an organisation: one of 8 simultaneous deletes commits, seven are refused', async () => {
  const org = await unusedOrg(app, 'VDEL01');
  const codes = await eightAtOnce(() =>
    app.request('DELETE', `/orgs/${org.id}`, {
      token: app.admin,
      query: { version: org.version },
    }),
  );
  expect(codes.filter((c) => c === 200000)).toHaveLength(1);
  // A loser that read the row before the commit loses the conditional DELETE (409100); one that
  // reads after it finds no row (404100). PGlite runs the transactions one after another.
  expect(codes.filter((c) => c === 409100 || c === 404100)).toHaveLength(7);
  await call(app, app.admin, 'GET', `/orgs/${org.id}`, {}, 404100);
  expect((await logCounts('orgs', 'delete', org.code)).success).toBe(1);
  // A stale version of a record that still exists is a conflict too, not a delete.
  const other = await call(app, app.admin, 'GET', '/orgs/2');
  await call(
    app,
    app.admin,
    'DELETE',
    '/orgs/2',
    { query: { version: other.version + 1 } },
    409100,
  );
});

test('an approved administrator change: one of 8 simultaneous approvals writes the user row once', async () => {
  const { user: b, filed } = await fileReviewerPhone(app, '13900000777');
  const review = filed.pendingReview;
  // The edit itself wrote the row once (version + 1) and left the phone to the review.
  expect(filed.phone).not.toMatch(/0777$/);
  const codes = await eightAtOnce(() =>
    app.request('POST', `/users/reviews/${review.id}/approve`, {
      token: auditor,
      body: { version: review.version },
    }),
  );
  expect(codes.filter((c) => c === 200000)).toHaveLength(1);
  // The losers lost the claim of the review: decided already (409101) or its version (409100).
  expect(codes.filter((c) => c === 409101 || c === 409100)).toHaveLength(7);
  const after = await call(app, app.admin, 'GET', `/users/${b.id}`);
  expect(after.version).toBe(filed.version + 1);
  expect(after.phone).toMatch(/0777$/);
  expect((await logCounts('users', 'approve', 'reviewer')).success).toBe(1);
});

test('an approved deposit request: one of 8 simultaneous approvals moves the account once', async () => {
  const { accountNo } = await activeAccount(app);
  const before = await call(app, app.admin, 'GET', `/deposits/accounts/${accountNo}`);
  const req = await call(app, app.operator, 'POST', `/deposits/accounts/${accountNo}/requests`, {
    body: { kind: 'top_up', amountFen: 4_321 },
  });
  const codes = await eightAtOnce(() =>
    app.request('POST', `/deposits/requests/${req.id}/approve`, {
      token: app.admin,
      body: { version: req.version },
    }),
  );
  expect(codes.filter((c) => c === 200000)).toHaveLength(1);
  expect(codes.filter((c) => c === 409101 || c === 409100)).toHaveLength(7);
  const after = await call(app, app.admin, 'GET', `/deposits/accounts/${accountNo}`);
  expect(after.paidFen).toBe(before.paidFen + 4_321);
  expect(after.version).toBe(before.version + 1);
});
