import { afterAll, beforeAll, expect, test } from 'vitest';
import { activeAccount, call, createBusinessApp, type BusinessApp } from './business-support.ts';

let app: BusinessApp;
beforeAll(async () => {
  app = await createBusinessApp();
}, 300_000);
afterAll(() => app?.close());

interface Item {
  id: number;
  type: string;
  read: boolean;
  tag: { text: string; color: string } | null;
  link: { route: string; key?: string } | null;
}

async function todosFor(token: string, key: string) {
  const box = await call(app, token, 'GET', '/messages', { query: { type: 'todo' } });
  const todos = (box.items as Item[]).filter((m) => m.link?.key === key);
  return { todos, unread: box.unread.todo as number };
}

test('deciding a deposit request ends its to-do for every admin at once', async () => {
  const { accountNo } = await activeAccount(app);
  const req = await call(app, app.operator, 'POST', `/deposits/accounts/${accountNo}/requests`, {
    body: { kind: 'top_up', amountFen: 100 },
  });
  const before = await todosFor(app.reviewer, accountNo);
  const pending = before.todos.filter((m) => !m.read);
  expect(pending).toHaveLength(1);
  expect(pending[0].tag?.text).toBe('待审核');

  await call(app, app.admin, 'POST', `/deposits/requests/${req.id}/approve`, {
    body: { version: req.version },
  });
  for (const token of [app.admin, app.reviewer]) {
    const after = await todosFor(token, accountNo);
    expect(after.todos.filter((m) => !m.read)).toEqual([]);
    const done = after.todos.find((m) => m.id === pending[0].id || m.tag?.text === '已通过');
    expect(done).toMatchObject({ read: true, tag: { text: '已通过', color: 'green' } });
  }
  expect((await todosFor(app.reviewer, accountNo)).unread).toBe(before.unread - 1);
});

test('rejecting a merchant change ends its to-do, tagged rejected', async () => {
  const merchants = await call(app, app.admin, 'GET', '/merchants', {
    query: { status: 'approved', pageSize: 1 },
  });
  const m = merchants.items[0];
  const change = await call(app, app.operator, 'POST', `/merchants/${m.merchantNo}/changes`, {
    body: { version: m.version, contactPhone: '13700002222' },
  });
  expect((await todosFor(app.admin, m.merchantNo)).todos.some((t) => !t.read)).toBe(true);
  await call(app, app.admin, 'POST', `/merchants/reviews/${change.id}/reject`, {
    body: { version: change.version, reason: '资料不全' },
  });
  const after = await todosFor(app.admin, m.merchantNo);
  expect(after.todos.filter((t) => !t.read)).toEqual([]);
  expect(after.todos.some((t) => t.tag?.text === '已驳回' && t.tag.color === 'red')).toBe(true);
});
