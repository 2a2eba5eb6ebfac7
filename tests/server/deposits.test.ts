import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  activeAccount,
  activeInstitutionId,
  applyRequest,
  call,
  post,
  createBusinessApp,
  type BusinessApp,
} from './business-support.ts';

let app: BusinessApp;
beforeAll(async () => {
  app = await createBusinessApp();
}, 300_000);
afterAll(() => app?.close());

const account = (no: string) => call(app, app.admin, 'GET', `/deposits/accounts/${no}`);

describe('deposit accounts', () => {
  test('opens pending_review with an open request, approval makes it active', async () => {
    const opened = await post(app, app.operator, '/deposits/accounts', {
      institutionId: await activeInstitutionId(app),
      requiredFen: 500_000,
    });
    expect(opened.accountNo).toMatch(/^BZJ\d{8}\d{6}$/);
    expect(opened).toMatchObject({
      status: 'pending_review',
      paidFen: 0,
      shortfallFen: 500_000,
      availableFen: 0,
    });
    const detail = await account(opened.accountNo);
    expect(detail.requests).toHaveLength(1);
    expect(detail.requests[0]).toMatchObject({
      kind: 'open',
      status: 'pending',
      submittedBy: 'operator',
    });
    await post(app, app.admin, `/deposits/requests/${detail.requests[0].id}/approve`, {
      version: 1,
    });
    const after = await account(opened.accountNo);
    expect(after.status).toBe('active');
    expect(after.history.map((h: { action: string }) => h.action)).toEqual(
      expect.arrayContaining(['open', 'submit', 'approve']),
    );
  });

  test('rejecting an open request rejects the account and needs a reason', async () => {
    const opened = await post(app, app.operator, '/deposits/accounts', {
      institutionId: await activeInstitutionId(app),
      requiredFen: 100,
    });
    const [req] = (await account(opened.accountNo)).requests;
    await post(app, app.admin, `/deposits/requests/${req.id}/reject`, { version: 1 }, 400100);
    const rejected = await post(app, app.admin, `/deposits/requests/${req.id}/reject`, {
      version: 1,
      reason: '资料不全',
    });
    expect(rejected).toMatchObject({ status: 'rejected', reason: '资料不全', decidedBy: 'admin' });
    expect((await account(opened.accountNo)).status).toBe('rejected');
  });

  test('top-up, freeze, unfreeze, refund and close change balances and status as documented', async () => {
    const { accountNo } = await activeAccount(app, 1_000_000);
    await applyRequest(app, accountNo, 'top_up', 600_000);
    expect(await account(accountNo)).toMatchObject({
      paidFen: 600_000,
      availableFen: 600_000,
      shortfallFen: 400_000,
    });
    await applyRequest(app, accountNo, 'freeze', 200_000);
    expect(await account(accountNo)).toMatchObject({
      status: 'frozen',
      frozenFen: 200_000,
      availableFen: 400_000,
    });
    await applyRequest(app, accountNo, 'unfreeze', 50_000);
    expect(await account(accountNo)).toMatchObject({ status: 'frozen', frozenFen: 150_000 });
    await applyRequest(app, accountNo, 'unfreeze', 150_000);
    expect(await account(accountNo)).toMatchObject({ status: 'active', frozenFen: 0 });
    await applyRequest(app, accountNo, 'refund', 600_000);
    expect(await account(accountNo)).toMatchObject({ paidFen: 0, availableFen: 0 });
    await applyRequest(app, accountNo, 'close', 0);
    expect((await account(accountNo)).status).toBe('closed');
  });

  test('refuses amounts the balances cannot cover and transitions the state does not allow', async () => {
    const { accountNo } = await activeAccount(app);
    await applyRequest(app, accountNo, 'top_up', 100_000);
    const submit = (kind: string, amountFen: number, code: number) =>
      call(
        app,
        app.operator,
        'POST',
        `/deposits/accounts/${accountNo}/requests`,
        { body: { kind, amountFen } },
        code,
      );
    await submit('refund', 100_001, 422102);
    await submit('freeze', 100_001, 422103);
    await submit('unfreeze', 1, 422101); // active account: nothing frozen to unfreeze
    await submit('close', 0, 422107);
    await submit('top_up', 0, 400100);
    await applyRequest(app, accountNo, 'freeze', 40_000);
    await submit('unfreeze', 40_001, 422104);
    const before = await account(accountNo);
    expect(before).toMatchObject({ paidFen: 100_000, frozenFen: 40_000 });
  });

  test('allows one pending request per account (422108)', async () => {
    const { accountNo } = await activeAccount(app);
    await post(app, app.operator, `/deposits/accounts/${accountNo}/requests`, {
      kind: 'top_up',
      amountFen: 1000,
    });
    await post(
      app,
      app.operator,
      `/deposits/accounts/${accountNo}/requests`,
      { kind: 'top_up', amountFen: 2000 },
      422108,
    );
  });

  test('rechecks the balance at approval time (refund beyond available refused, nothing changes)', async () => {
    const { accountNo } = await activeAccount(app);
    await applyRequest(app, accountNo, 'top_up', 10_000);
    const refund = await call(
      app,
      app.operator,
      'POST',
      `/deposits/accounts/${accountNo}/requests`,
      { body: { kind: 'refund', amountFen: 10_000 } },
    );
    // Another change lowers the balance after submission: approve a freeze submitted by the admin.
    await app.database.db.execute(
      // Direct write stands in for a concurrent change the request did not see.
      (await import('drizzle-orm'))
        .sql`update deposit_accounts set paid_fen = 5000 where account_no = ${accountNo}`,
    );
    await post(app, app.admin, `/deposits/requests/${refund.id}/approve`, { version: 1 }, 422102);
    const reread = await call(app, app.admin, 'GET', '/deposits/requests', {
      query: { accountNo, status: 'pending' },
    });
    expect(reread.items).toHaveLength(1);
    expect((await account(accountNo)).paidFen).toBe(5000);
  });
});

describe('deposit review', () => {
  test('maker-checker: nobody decides a request they submitted (403101)', async () => {
    const { accountNo } = await activeAccount(app);
    const req = await post(app, app.admin, `/deposits/accounts/${accountNo}/requests`, {
      kind: 'top_up',
      amountFen: 500,
    });
    await post(app, app.admin, `/deposits/requests/${req.id}/approve`, { version: 1 }, 403101);
    await post(app, app.reviewer, `/deposits/requests/${req.id}/approve`, { version: 1 });
  });

  test('stale version → 409100, decided → 409101, the user role cannot open the queue (403100)', async () => {
    const { accountNo } = await activeAccount(app);
    const req = await post(app, app.operator, `/deposits/accounts/${accountNo}/requests`, {
      kind: 'top_up',
      amountFen: 500,
    });
    await post(app, app.admin, `/deposits/requests/${req.id}/approve`, { version: 2 }, 409100);
    await post(app, app.operator, `/deposits/requests/${req.id}/approve`, { version: 1 }, 403100);
    await post(app, app.admin, `/deposits/requests/${req.id}/approve`, { version: 1 });
    await post(app, app.reviewer, `/deposits/requests/${req.id}/approve`, { version: 2 }, 409101);
    await post(
      app,
      app.reviewer,
      `/deposits/requests/${req.id}/reject`,
      { version: 2, reason: 'x' },
      409101,
    );
  });

  test('a refused decision is logged as a failure and a success writes before/after', async () => {
    const { accountNo } = await activeAccount(app);
    const req = await post(app, app.operator, `/deposits/accounts/${accountNo}/requests`, {
      kind: 'top_up',
      amountFen: 700,
    });
    await post(app, app.admin, `/deposits/requests/${req.id}/approve`, { version: 9 }, 409100);
    await post(app, app.admin, `/deposits/requests/${req.id}/approve`, { version: 1 });
    const { history } = await account(accountNo);
    const approvals = history.filter((h: { action: string }) => h.action === 'approve');
    expect(approvals.map((h: { result: string }) => h.result).sort()).toEqual([
      'failure',
      'success',
      'success',
    ]);
    const ok = approvals.find(
      (h: { result: string; detail: { kind: string } }) =>
        h.result === 'success' && h.detail.kind === 'top_up',
    );
    expect(ok.detail.before.paidFen).toBe(0);
    expect(ok.detail.after.paidFen).toBe(700);
  });

  test('batch decisions report each item on its own', async () => {
    const a = await activeAccount(app);
    const b = await activeAccount(app);
    const ra = await post(app, app.operator, `/deposits/accounts/${a.accountNo}/requests`, {
      kind: 'top_up',
      amountFen: 100,
    });
    const rb = await post(app, app.operator, `/deposits/accounts/${b.accountNo}/requests`, {
      kind: 'top_up',
      amountFen: 100,
    });
    const { results } = await call(app, app.admin, 'POST', '/deposits/requests/decide', {
      body: {
        decision: 'approve',
        items: [
          { id: ra.id, version: 1 },
          { id: rb.id, version: 5 },
        ],
      },
    });
    expect(results).toEqual([
      expect.objectContaining({ id: ra.id, ok: true, code: 200000 }),
      expect.objectContaining({ id: rb.id, ok: false, code: 409100 }),
    ]);
  });

  test('lists filter by status, kind and account and sort by amount', async () => {
    const page = await call(app, app.admin, 'GET', '/deposits/requests', {
      query: { status: 'pending', sort: '-amountFen', pageSize: 5 },
    });
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((r: { status: string }) => r.status === 'pending')).toBe(true);
    const amounts = page.items.map((r: { amountFen: number }) => r.amountFen);
    expect([...amounts].sort((x, y) => y - x)).toEqual(amounts);
    const shortfall = await call(app, app.admin, 'GET', '/deposits/accounts', {
      query: { shortfall: 'true', pageSize: 100 },
    });
    expect(shortfall.items.every((a: { shortfallFen: number }) => a.shortfallFen > 0)).toBe(true);
    await call(app, app.admin, 'GET', '/deposits/accounts', { query: { sort: 'nope' } }, 400100);
  });

  test('cursor mode walks every account once', async () => {
    const all = await call(app, app.admin, 'GET', '/deposits/accounts', {
      query: { pageSize: 100 },
    });
    const seen: string[] = [];
    let cursor = '';
    for (let i = 0; i < 50; i++) {
      const page = await call(app, app.admin, 'GET', '/deposits/accounts', {
        query: { cursor, limit: 7 },
      });
      seen.push(...page.items.map((a: { accountNo: string }) => a.accountNo));
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(all.items.map((a: { accountNo: string }) => a.accountNo));
  });
});

test('a user sees business events only in an account history; an admin sees refused attempts too', async () => {
  const { accountNo } = await activeAccount(app);
  const req = await post(app, app.operator, `/deposits/accounts/${accountNo}/requests`, {
    kind: 'top_up',
    amountFen: 500,
  });
  // A refused decision (stale version) writes an admin-only failure row.
  await post(app, app.admin, `/deposits/requests/${req.id}/approve`, { version: 99 }, 409100);
  const asAdmin = await call(app, app.admin, 'GET', `/deposits/accounts/${accountNo}`);
  expect(asAdmin.history.some((h: { result: string }) => h.result === 'failure')).toBe(true);
  const asUser = await call(app, app.operator, 'GET', `/deposits/accounts/${accountNo}`);
  expect(asUser.history.length).toBeGreaterThan(0);
  expect(asUser.history.every((h: { result: string }) => h.result === 'success')).toBe(true);
  expect(JSON.stringify(asUser.history)).not.toContain('409100');
});
