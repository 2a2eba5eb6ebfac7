import { expect } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

/** A seeded test app with the three demo accounts signed in. */
export interface BusinessApp extends TestApp {
  admin: string;
  reviewer: string;
  operator: string;
}

export async function createBusinessApp(): Promise<BusinessApp> {
  const app = await createTestApp();
  const admin = await app.login('admin');
  const reviewer = await app.login('reviewer');
  const operator = await app.login('operator');
  return Object.assign(app, { admin, reviewer, operator });
}

/** Calls the API and asserts the envelope code; returns `data`. */
// Tests read response data loosely; `any` keeps each assertion short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function call<T = any>(
  app: TestApp,
  token: string,
  method: string,
  path: string,
  options: { body?: unknown; query?: Record<string, string | number | boolean | undefined> } = {},
  expectedCode = 200000,
): Promise<T> {
  const res = await app.request(method, path, { token, ...options });
  expect(res.body?.code, `${method} ${path} → ${JSON.stringify(res.body)}`).toBe(expectedCode);
  return res.body.data as T;
}

/** `POST path` with a JSON body as `token`, expecting `expectedCode` (success by default). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function post<T = any>(
  app: TestApp,
  token: string,
  path: string,
  body: unknown,
  expectedCode = 200000,
): Promise<T> {
  return call<T>(app, token, 'POST', path, { body }, expectedCode);
}

export async function activeInstitutionId(app: BusinessApp): Promise<number> {
  const page = await call(app, app.admin, 'GET', '/institutions', {
    query: { status: 'active', pageSize: 1 },
  });
  return page.items[0].id as number;
}

/** Opens an account (operator) and has it approved (admin): an active account with paid = 0. */
export async function activeAccount(
  app: BusinessApp,
  requiredFen = 1_000_000,
): Promise<{ accountNo: string }> {
  const account = await call(app, app.operator, 'POST', '/deposits/accounts', {
    body: { institutionId: await activeInstitutionId(app), requiredFen },
  });
  const detail = await call(app, app.admin, 'GET', `/deposits/accounts/${account.accountNo}`);
  const open = detail.requests.find((r: { kind: string }) => r.kind === 'open');
  await call(app, app.admin, 'POST', `/deposits/requests/${open.id}/approve`, {
    body: { version: open.version },
  });
  return { accountNo: account.accountNo };
}

/** Submits a request as the operator and approves it as the admin. */
export async function applyRequest(
  app: BusinessApp,
  accountNo: string,
  kind: string,
  amountFen: number,
): Promise<void> {
  const req = await call(app, app.operator, 'POST', `/deposits/accounts/${accountNo}/requests`, {
    body: { kind, amountFen },
  });
  await call(app, app.admin, 'POST', `/deposits/requests/${req.id}/approve`, {
    body: { version: req.version },
  });
}

/** An organisation nothing refers to (its routing review approved): one that may be deleted. */
export async function unusedOrg(app: BusinessApp, code: string) {
  const created = await call(app, app.admin, 'POST', '/orgs', {
    body: {
      parentId: 1,
      kind: 'partner',
      code,
      name: `未使用组织 ${code}`,
      shareBp: 0,
      settlementTarget: false,
      bankAccount: '6222021234567890',
    },
  });
  if (created.pendingReview)
    await call(app, app.reviewer, 'POST', `/orgs/reviews/${created.pendingReview.id}/approve`, {
      body: { version: created.pendingReview.version },
    });
  return call(app, app.admin, 'GET', `/orgs/${created.id}`);
}

/** The admin files a new phone for the administrator 'reviewer': the user and the filed edit. */
export async function fileReviewerPhone(app: BusinessApp, phone: string) {
  const list = await call(app, app.admin, 'GET', '/users', { query: { q: 'reviewer' } });
  const user = list.items.find((u: { username: string }) => u.username === 'reviewer');
  const filed = await call(app, app.admin, 'PUT', `/users/${user.id}`, {
    body: { version: user.version, phone },
  });
  return { user, filed };
}
