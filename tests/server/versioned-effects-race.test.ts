/**
 * The conditional statements of versioned-effects.test.ts lose a real race on PostgreSQL: another
 * connection changes the row (version + 1) after the request read it and before its write. The
 * request's UPDATE or DELETE … WHERE version = <read> then touches nothing, so the whole decision
 * or delete rolls back with 409100 (server/review/versioned.ts updateVersioned, deleteVersioned).
 * PGlite runs one transaction at a time, so there the race cannot happen.
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import { rowsOf } from '../../server/db/migrate.ts';
import {
  activeAccount,
  call,
  createBusinessApp,
  fileReviewerPhone,
  unusedOrg,
  type BusinessApp,
} from './business-support.ts';
import { TEST_DATABASE_URL } from './support/test-database.ts';

describe.skipIf(!TEST_DATABASE_URL)('a versioned write that loses the race', () => {
  let app: BusinessApp;
  let auditor: string;
  beforeAll(async () => {
    app = await createBusinessApp();
    auditor = await app.login('auditor');
  }, 300_000);
  afterAll(() => app?.close());

  /**
   * Holds `change` (an UPDATE of one row) in an open transaction on a second connection, starts
   * `request`, waits until a statement on `table` waits for that row's lock, then commits.
   */
  async function racing<T>(change: SQL, table: string, request: () => Promise<T>): Promise<T> {
    const other = await openDatabase({ url: TEST_DATABASE_URL!, schema: app.database.schema });
    try {
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      let taken!: () => void;
      const lockTaken = new Promise<void>((r) => (taken = r));
      const holder = other.db.transaction(async (tx) => {
        await tx.execute(change);
        taken();
        await held;
      });
      await lockTaken;
      const answer = request();
      const deadline = Date.now() + 20_000;
      for (;;) {
        const [row] = rowsOf<{ n: number }>(
          await other.db.execute(
            sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query ilike ${`%"${table}"%`}`,
          ),
        );
        if (row.n > 0) break;
        if (Date.now() > deadline) throw new Error(`no statement on ${table} waited for the lock`);
        await new Promise((r) => setTimeout(r, 20));
      }
      release();
      await holder;
      return await answer;
    } finally {
      await other.close();
    }
  }

  it('an approved administrator change: the user row changed in between → 409100, still pending', async () => {
    const { user: b, filed } = await fileReviewerPhone(app, '13900000888');
    const review = filed.pendingReview;
    const res = await racing(
      sql`update users set version = version + 1 where id = ${b.id}`,
      'users',
      () =>
        app.request('POST', `/users/reviews/${review.id}/approve`, {
          token: auditor,
          body: { version: review.version },
        }),
    );
    expect(res.body.code).toBe(409100);
    const queue = await call(app, app.admin, 'GET', '/users/reviews', {
      query: { status: 'pending', q: 'reviewer' },
    });
    expect(queue.items.some((r: { id: number }) => r.id === review.id)).toBe(true);
    expect((await call(app, app.admin, 'GET', `/users/${b.id}`)).phone).not.toMatch(/0888$/);
  });

  it('an approved deposit request: the account changed in between → 409100, balance unmoved', async () => {
    const { accountNo } = await activeAccount(app);
    const before = await call(app, app.admin, 'GET', `/deposits/accounts/${accountNo}`);
    const req = await call(app, app.operator, 'POST', `/deposits/accounts/${accountNo}/requests`, {
      body: { kind: 'top_up', amountFen: 5_000 },
    });
    const res = await racing(
      sql`update deposit_accounts set version = version + 1 where account_no = ${accountNo}`,
      'deposit_accounts',
      () =>
        app.request('POST', `/deposits/requests/${req.id}/approve`, {
          token: app.admin,
          body: { version: req.version },
        }),
    );
    expect(res.body.code).toBe(409100);
    const after = await call(app, app.admin, 'GET', `/deposits/accounts/${accountNo}`);
    expect(after.paidFen).toBe(before.paidFen);
  });

  it('deleting an organisation: the row changed in between → 409100, not deleted', async () => {
    const org = await unusedOrg(app, 'VRACE1');
    const res = await racing(
      sql`update organisations set version = version + 1 where id = ${org.id}`,
      'organisations',
      () =>
        app.request('DELETE', `/orgs/${org.id}`, {
          token: app.admin,
          query: { version: org.version },
        }),
    );
    expect(res.body.code).toBe(409100);
    expect((await call(app, app.admin, 'GET', `/orgs/${org.id}`)).version).toBe(org.version + 1);
  });
});
