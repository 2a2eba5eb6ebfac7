import { afterAll, beforeAll, expect, test } from 'vitest';
import { activeAccount, call, createBusinessApp, type BusinessApp } from './business-support.ts';

let app: BusinessApp;
beforeAll(async () => {
  app = await createBusinessApp();
}, 300_000);
afterAll(() => app?.close());

test('a submitted request is a todo for every admin; the decision is a message for the submitter', async () => {
  const { accountNo } = await activeAccount(app);
  const req = await call(app, app.operator, 'POST', `/deposits/accounts/${accountNo}/requests`, {
    body: { kind: 'top_up', amountFen: 100 },
  });
  for (const token of [app.admin, app.reviewer]) {
    const box = await call(app, token, 'GET', '/messages', { query: { type: 'todo' } });
    const todo = box.items.find(
      (m: { link: { key?: string } | null; content: string }) =>
        m.link?.key === accountNo && m.content.includes('缴纳'),
    );
    expect(todo).toMatchObject({
      type: 'todo',
      read: false,
      link: { route: 'BzjCheckList', key: accountNo },
    });
  }
  await call(app, app.admin, 'POST', `/deposits/requests/${req.id}/reject`, {
    body: { version: 1, reason: '金额有误' },
  });
  const box = await app.request('GET', '/messages', {
    token: app.operator,
    headers: { 'accept-language': 'en-US' },
  });
  const message = box.body.data.items.find(
    (m: { link: { key?: string } | null; type: string; title: string }) =>
      m.type === 'message' && m.link?.key === accountNo && m.title.includes('rejected'),
  );
  expect(message).toMatchObject({
    title: 'Deposit request rejected',
    tag: { text: 'Rejected', color: 'red' },
  });
  const zh = await call(app, app.operator, 'GET', '/messages');
  expect(zh.items.some((m: { title: string }) => m.title === '保证金申请已驳回')).toBe(true);
});

test('a failed settlement is a notice for admins', async () => {
  const pending = (
    await call(app, app.admin, 'GET', '/settlements', { query: { status: 'pending', pageSize: 1 } })
  ).items[0];
  const processing = await call(
    app,
    app.admin,
    'POST',
    `/settlements/${pending.settlementNo}/process`,
    { body: { version: pending.version } },
  );
  await call(app, app.admin, 'POST', `/settlements/${pending.settlementNo}/fail`, {
    body: { version: processing.version, reason: '账户冻结' },
  });
  const box = await call(app, app.reviewer, 'GET', '/messages', { query: { type: 'notice' } });
  expect(box.items[0]).toMatchObject({
    type: 'notice',
    link: { route: 'SettleList', key: pending.settlementNo },
  });
  expect(box.items[0].content).toContain('账户冻结');
});

test('read, read all and clear change only the caller’s box and the unread counts', async () => {
  const before = await call(app, app.admin, 'GET', '/messages');
  expect(before.unread.todo).toBeGreaterThan(0);
  const first = before.items.find((m: { read: boolean }) => !m.read);
  await call(app, app.admin, 'POST', `/messages/${first.id}/read`);
  const afterOne = await call(app, app.admin, 'GET', '/messages');
  expect(afterOne.unread[first.type]).toBe(before.unread[first.type] - 1);
  await call(app, app.reviewer, 'POST', `/messages/${first.id}/read`, {}, 404100);
  await call(app, app.admin, 'POST', '/messages/read-all', { body: { type: 'todo' } });
  const afterAll = await call(app, app.admin, 'GET', '/messages');
  expect(afterAll.unread.todo).toBe(0);
  expect(afterAll.unread.notice).toBe(afterOne.unread.notice);
  await call(app, app.admin, 'POST', '/messages/clear', { body: {} });
  const cleared = await call(app, app.admin, 'GET', '/messages');
  expect(cleared.items).toEqual([]);
  expect(cleared.unread).toEqual({ message: 0, notice: 0, todo: 0 });
  expect((await call(app, app.reviewer, 'GET', '/messages')).items.length).toBeGreaterThan(0);
});

test('the workbench counts the review queues and this month’s settlements day by day', async () => {
  const figures = await call(app, app.operator, 'GET', '/dashboard/workbench');
  const pending = await call(app, app.admin, 'GET', '/deposits/requests', {
    query: { status: 'pending' },
  });
  expect(figures.pendingDepositRequests).toBe(pending.total);
  const sum = figures.settlementsByDay.reduce((s: number, d: { count: number }) => s + d.count, 0);
  expect(sum).toBe(figures.settlementsThisMonth.count);
  expect(figures.settlementsByDay[0].date.endsWith('-01')).toBe(true);
  expect(figures.deposit.paidFen).toBeGreaterThan(0);
});
