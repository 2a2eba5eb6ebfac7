import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { call, createBusinessApp, type BusinessApp } from './business-support.ts';

let app: BusinessApp;
beforeAll(async () => {
  app = await createBusinessApp();
}, 300_000);
afterAll(() => app?.close());

/** Creates an organisation and, when its money routing went to review, has the reviewer approve it. */
const create = async (body: Record<string, unknown>, code = 200000) => {
  const created = await call(
    app,
    app.admin,
    'POST',
    '/orgs',
    { body: { kind: 'partner', settlementTarget: true, bankAccount: '6222021234567890', ...body } },
    code,
  );
  if (code !== 200000 || !created.pendingReview) return created;
  await call(app, app.reviewer, 'POST', `/orgs/reviews/${created.pendingReview.id}/approve`, {
    body: { version: created.pendingReview.version },
  });
  return call(app, app.admin, 'GET', `/orgs/${created.id}`);
};

describe('organisations', () => {
  test('the tree has the platform at the root with branches and user counts', async () => {
    const roots = await call(app, app.admin, 'GET', '/orgs/tree');
    expect(roots).toHaveLength(1);
    expect(roots[0]).toMatchObject({ kind: 'platform', parentId: null });
    expect(roots[0].children.length).toBeGreaterThan(1);
    expect(roots[0].userCount).toBeGreaterThanOrEqual(3);
    expect(roots[0].bankAccount).toMatch(/\*{4}/);
  });

  test('split preview sums exactly to the gross amount for awkward amounts', async () => {
    const [root] = await call(app, app.admin, 'GET', '/orgs/tree');
    for (const node of [root, ...root.children]) {
      for (const grossFen of [0, 1, 7, 99_999, 1_000_003, 123_456_789_011]) {
        const preview = await call(app, app.admin, 'GET', `/orgs/${node.id}/split-preview`, {
          query: { grossFen },
        });
        const sum = preview.parts.reduce(
          (s: number, p: { amountFen: number }) => s + p.amountFen,
          0,
        );
        expect(sum).toBe(grossFen);
        expect(preview.parts.reduce((s: number, p: { shareBp: number }) => s + p.shareBp, 0)).toBe(
          10000,
        );
      }
    }
    await call(
      app,
      app.admin,
      'GET',
      `/orgs/${root.id}/split-preview`,
      { query: { grossFen: '1.5' } },
      400100,
    );
  });

  test('shares under one parent may not exceed 10000 bp (422105), on create and on update', async () => {
    const parent = await create({
      parentId: 1,
      code: 'SHARE-P',
      name: '分润测试上级',
      kind: 'branch',
      shareBp: 0,
      settlementTarget: false,
    });
    const a = await create({ parentId: parent.id, code: 'SHARE-A', name: '分润甲', shareBp: 6000 });
    await create({ parentId: parent.id, code: 'SHARE-B', name: '分润乙', shareBp: 4001 }, 422105);
    const b = await create({ parentId: parent.id, code: 'SHARE-B', name: '分润乙', shareBp: 4000 });
    await call(
      app,
      app.admin,
      'PUT',
      `/orgs/${a.id}`,
      { body: { version: a.version, shareBp: 6001 } },
      422105,
    );
    const preview = await call(app, app.admin, 'GET', `/orgs/${parent.id}/split-preview`, {
      query: { grossFen: 101 },
    });
    expect(
      preview.parts.map((p: { orgId: number; amountFen: number; retained: boolean }) => [
        p.orgId,
        p.amountFen,
        p.retained,
      ]),
    ).toEqual([
      [a.id, 61, false],
      [b.id, 40, false],
    ]);
  });

  test('an organisation cannot move under itself or a descendant (422106)', async () => {
    const top = await create({
      parentId: 1,
      code: 'CYC-TOP',
      name: '循环上级',
      kind: 'branch',
      shareBp: 0,
      settlementTarget: false,
    });
    const child = await create({
      parentId: top.id,
      code: 'CYC-CHILD',
      name: '循环下级',
      shareBp: 100,
    });
    await call(
      app,
      app.admin,
      'PUT',
      `/orgs/${top.id}`,
      { body: { version: top.version, parentId: child.id } },
      422106,
    );
    await call(
      app,
      app.admin,
      'PUT',
      `/orgs/${top.id}`,
      { body: { version: top.version, parentId: top.id } },
      422106,
    );
    const moved = await call(app, app.admin, 'PUT', `/orgs/${child.id}`, {
      body: { version: child.version, parentId: 1 },
    });
    expect(moved).toMatchObject({ parentId: 1, version: child.version + 1 });
    await call(
      app,
      app.admin,
      'PUT',
      `/orgs/${child.id}`,
      { body: { version: child.version, name: 'stale' } },
      409100,
    );
  });

  test('an organisation in use is disabled, not deleted; an unused one can be deleted', async () => {
    await call(app, app.admin, 'DELETE', '/orgs/2', { query: { version: 1 } }, 422100);
    const disabled = await call(app, app.admin, 'POST', '/orgs/2/disable', {
      body: { version: 1 },
    });
    expect(disabled.status).toBe('disabled');
    await call(app, app.admin, 'POST', '/orgs/2/disable', { body: { version: 2 } }, 422101);
    await call(app, app.admin, 'POST', '/orgs/2/enable', { body: { version: 2 } });
    const lone = await create({
      parentId: 1,
      code: 'LONE',
      name: '独立组织',
      shareBp: 0,
      settlementTarget: false,
    });
    await call(app, app.admin, 'DELETE', `/orgs/${lone.id}`, { query: { version: lone.version } });
    await call(app, app.admin, 'GET', `/orgs/${lone.id}`, {}, 404100);
  });

  test('duplicate codes are refused (409102) and the list filters', async () => {
    await create({ parentId: 1, code: 'QY0001', name: 'dup', shareBp: 0 }, 409102);
    const branches = await call(app, app.admin, 'GET', '/orgs', { query: { kind: 'branch' } });
    expect(branches.items.every((o: { kind: string }) => o.kind === 'branch')).toBe(true);
  });
});

describe('institutions', () => {
  const valid = {
    name: '杭州测试科技有限公司',
    creditCode: '91330106MA27XK5Q3B',
    legalPerson: '张三',
    contactName: '李四',
    contactPhone: '13912345678',
    address: '杭州市',
    orgId: 2,
  };

  test('validates the credit code (GB 32100) and refuses a duplicate (409102)', async () => {
    await call(
      app,
      app.admin,
      'POST',
      '/institutions',
      { body: { ...valid, creditCode: '91330106MA27XK5Q3C' } },
      400100,
    );
    const codes = await call(app, app.admin, 'GET', '/institutions', { query: { pageSize: 1 } });
    await call(
      app,
      app.admin,
      'POST',
      '/institutions',
      { body: { ...valid, creditCode: codes.items[0].creditCode } },
      409102,
    );
  });

  test('suspend and activate are versioned; contact phone is masked', async () => {
    const page = await call(app, app.admin, 'GET', '/institutions', {
      query: { status: 'active', pageSize: 1 },
    });
    const inst = page.items[0];
    expect(inst.contactPhone).toMatch(/^\d{3}\*{4}\d{4}$/);
    const suspended = await call(app, app.admin, 'POST', `/institutions/${inst.id}/suspend`, {
      body: { version: inst.version },
    });
    expect(suspended.status).toBe('suspended');
    await call(
      app,
      app.admin,
      'POST',
      `/institutions/${inst.id}/suspend`,
      { body: { version: suspended.version } },
      422101,
    );
    await call(
      app,
      app.operator,
      'POST',
      '/deposits/accounts',
      { body: { institutionId: inst.id, requiredFen: 100 } },
      422100,
    );
    await call(
      app,
      app.admin,
      'POST',
      `/institutions/${inst.id}/activate`,
      { body: { version: inst.version } },
      409100,
    );
    await call(app, app.admin, 'POST', `/institutions/${inst.id}/activate`, {
      body: { version: suspended.version },
    });
  });
});
