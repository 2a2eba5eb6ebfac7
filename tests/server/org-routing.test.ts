import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { rowsOf } from '../../server/db/migrate.ts';
import { call, post, createBusinessApp, type BusinessApp } from './business-support.ts';

let app: BusinessApp;
beforeAll(async () => {
  app = await createBusinessApp();
}, 300_000);
afterAll(() => app?.close());

const routingBody = (code: string, shareBp: number) => ({
  parentId: 1,
  code,
  name: `路由${code}`,
  kind: 'partner',
  settlementTarget: true,
  shareBp,
  bankAccount: '6222021234567890',
});

/** Creates an organisation and has the reviewer approve its routing. */
const createOrg = async (code: string, shareBp = 1000) => {
  const created = await post(app, app.admin, '/orgs', routingBody(code, shareBp));
  if (created.pendingReview)
    await post(app, app.reviewer, `/orgs/reviews/${created.pendingReview.id}/approve`, {
      version: 1,
    });
  return call(app, app.admin, 'GET', `/orgs/${created.id}`);
};

describe('money routing of organisations goes through review', () => {
  test('creating an organisation does not set where money goes: its routing waits for another person', async () => {
    const created = await post(app, app.operator, '/orgs', routingBody('ROUTE-NEW', 100));
    expect(created).toMatchObject({
      code: 'ROUTE-NEW',
      settlementTarget: false,
      shareBp: 0,
      bankAccount: '',
    });
    expect(created.pendingReview).toMatchObject({
      kind: 'org_routing',
      subjectId: created.id,
      status: 'pending',
      submittedBy: 'operator',
      changes: { settlementTarget: { from: false, to: true }, shareBp: { from: 0, to: 100 } },
    });
    expect(JSON.stringify(created)).not.toContain('6222021234567890');
    const split = await call(app, app.admin, 'GET', '/orgs/1/split-preview', {
      query: { grossFen: 10000 },
    });
    expect(split.parts.map((p: { orgId: number }) => p.orgId)).not.toContain(created.id);
    await post(
      app,
      app.operator,
      `/orgs/reviews/${created.pendingReview.id}/approve`,
      { version: 1 },
      403100,
    );
    await post(app, app.admin, `/orgs/reviews/${created.pendingReview.id}/approve`, { version: 1 });
    const after = await call(app, app.admin, 'GET', `/orgs/${created.id}`);
    expect(after).toMatchObject({ settlementTarget: true, shareBp: 100 });
    expect(after.bankAccount).toMatch(/7890$/);
  });

  test('a user changes bank account and share: pending, applied only when another person approves', async () => {
    const org = await createOrg('ROUTE-A', 100);
    const updated = await call(app, app.operator, 'PUT', `/orgs/${org.id}`, {
      body: {
        version: org.version,
        name: '路由甲改名',
        bankAccount: '6222029876543210',
        shareBp: 200,
      },
    });
    expect(updated).toMatchObject({ name: '路由甲改名', shareBp: 100, version: org.version + 1 });
    expect(updated.bankAccount).toBe(org.bankAccount);
    expect(updated.pendingReview).toMatchObject({
      kind: 'org_routing',
      subjectId: org.id,
      subjectLabel: 'ROUTE-A',
      status: 'pending',
      submittedBy: 'operator',
      changes: { shareBp: { from: 100, to: 200 } },
    });
    expect(updated.pendingReview.changes.bankAccount.to).toMatch(/\*{4}3210$/);
    expect(JSON.stringify(updated.pendingReview)).not.toContain('6222029876543210');

    const stored = await call(app, app.admin, 'GET', `/orgs/${org.id}`);
    expect(stored).toMatchObject({ shareBp: 100, bankAccount: org.bankAccount });

    // One pending routing review per organisation.
    await call(
      app,
      app.operator,
      'PUT',
      `/orgs/${org.id}`,
      { body: { version: stored.version, shareBp: 300 } },
      422108,
    );

    const queue = await call(app, app.admin, 'GET', '/orgs/reviews', {
      query: { status: 'pending', q: 'ROUTE-A' },
    });
    expect(queue.items.map((r: { id: number }) => r.id)).toEqual([updated.pendingReview.id]);
    await call(app, app.operator, 'GET', '/orgs/reviews', {}, 403100);

    const decided = await call(
      app,
      app.admin,
      'POST',
      `/orgs/reviews/${updated.pendingReview.id}/approve`,
      { body: { version: 1 } },
    );
    expect(decided).toMatchObject({ status: 'approved', decidedBy: 'admin', version: 2 });
    const after = await call(app, app.admin, 'GET', `/orgs/${org.id}`);
    expect(after).toMatchObject({ shareBp: 200, version: stored.version + 1 });
    expect(after.bankAccount).toMatch(/3210$/);

    const logs = rowsOf<{ action: string; username: string; result: string }>(
      await app.database.db.execute(
        sql`select action, username, result from system_logs where module = 'orgs' and target = 'ROUTE-A' and action in ('submit_org_routing', 'approve') order by id`,
      ),
    );
    expect(logs).toEqual([
      // The creation's routing: filed by the admin, approved by the reviewer.
      { action: 'submit_org_routing', username: 'admin', result: 'success' },
      { action: 'approve', username: 'reviewer', result: 'success' },
      { action: 'submit_org_routing', username: 'operator', result: 'success' },
      { action: 'approve', username: 'admin', result: 'success' },
    ]);
  });

  test('the submitter cannot approve their own change, even as an admin; a rejection changes nothing', async () => {
    const org = await createOrg('ROUTE-B');
    const { pendingReview } = await call(app, app.admin, 'PUT', `/orgs/${org.id}`, {
      body: { version: org.version, settlementTarget: false },
    });
    await post(app, app.admin, `/orgs/reviews/${pendingReview.id}/approve`, { version: 1 }, 403101);
    await post(
      app,
      app.reviewer,
      `/orgs/reviews/${pendingReview.id}/reject`,
      { version: 1 },
      400100,
    );
    await post(app, app.reviewer, `/orgs/reviews/${pendingReview.id}/reject`, {
      version: 1,
      reason: '不同意',
    });
    const after = await call(app, app.admin, 'GET', `/orgs/${org.id}`);
    expect(after).toMatchObject({ settlementTarget: true, version: org.version });
  });

  test('approval re-checks the shares under the parent (422105) and other fields change at once', async () => {
    const a = await createOrg('ROUTE-C', 0);
    const { pendingReview } = await call(app, app.operator, 'PUT', `/orgs/${a.id}`, {
      body: { version: a.version, shareBp: 500 },
    });
    expect(pendingReview).not.toBeNull();
    // Meanwhile the siblings take up every remaining basis point.
    const siblings = await call(app, app.admin, 'GET', `/orgs/1/split-preview`, {
      query: { grossFen: 100 },
    });
    const taken = siblings.parts
      .filter((p: { retained: boolean }) => !p.retained)
      .reduce((s: number, p: { shareBp: number }) => s + p.shareBp, 0);
    if (taken < 10000) await createOrg('ROUTE-FILL', 10000 - taken);
    await post(app, app.admin, `/orgs/reviews/${pendingReview.id}/approve`, { version: 1 }, 422105);
    expect((await call(app, app.admin, 'GET', `/orgs/${a.id}`)).shareBp).toBe(0);
    const renamed = await call(app, app.operator, 'PUT', `/orgs/${a.id}`, {
      body: { version: a.version, name: '只改名', shareBp: 0 },
    });
    expect(renamed).toMatchObject({ name: '只改名', pendingReview: null });
  });

  test('the notices link to the review in its queue, and the decision to the organisation', async () => {
    const org = await createOrg('ROUTE-LINK', 0);
    const { pendingReview } = await call(app, app.operator, 'PUT', `/orgs/${org.id}`, {
      body: { version: org.version, bankAccount: '6222021111222233' },
    });
    const box = await call(app, app.admin, 'GET', '/messages', { query: { type: 'todo' } });
    const todo = box.items.find(
      (m: { link: { route: string; key?: string } | null }) =>
        m.link?.route === 'OrgReviewList' && m.link.key === String(pendingReview.id),
    );
    expect(todo).toMatchObject({ type: 'todo', read: false });
    await post(app, app.reviewer, `/orgs/reviews/${pendingReview.id}/approve`, { version: 1 });
    const inbox = await call(app, app.operator, 'GET', '/messages', { query: { type: 'message' } });
    expect(
      inbox.items.some(
        (m: { link: { route: string; key?: string } | null }) =>
          m.link?.route === 'StructureList' && m.link.key === String(org.id),
      ),
    ).toBe(true);
  });

  test('a review id of another queue is not decided here', async () => {
    await post(app, app.admin, '/orgs/reviews/999999/approve', { version: 1 }, 404100);
  });
});
