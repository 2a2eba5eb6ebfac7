import { afterAll, beforeAll, expect, test } from 'vitest';
import type { z } from 'zod';
import {
  cursorPageOf,
  institutionSchema,
  logEntrySchema,
  organisationSchema,
  orgTreeNodeSchema,
  pageOf,
  systemUserSchema,
} from '#core/schemas';
import { call, createBusinessApp, type BusinessApp } from './business-support.ts';

// Answers checked against core's response schemas (the ones the OpenAPI document publishes).
let app: BusinessApp;
beforeAll(async () => {
  app = await createBusinessApp();
}, 300_000);
afterAll(() => app?.close());

function check(schema: z.ZodType, data: unknown, what: string) {
  const parsed = schema.safeParse(data);
  expect(parsed.success, `${what}: ${JSON.stringify(parsed.error?.issues.slice(0, 3))}`).toBe(true);
}

const lists: [string, z.ZodType][] = [
  ['/orgs', organisationSchema],
  ['/institutions', institutionSchema],
  ['/users', systemUserSchema],
  ['/logs', logEntrySchema],
];

for (const [path, item] of lists) {
  test(`${path}: page and cursor answers, and one record, match the schema`, async () => {
    const page = await call(app, app.admin, 'GET', path, { query: { pageSize: 5 } });
    expect(page.items.length).toBeGreaterThan(0);
    check(pageOf(item), page, `${path} page`);
    const cursor = await call(app, app.admin, 'GET', path, { query: { cursor: '', limit: 3 } });
    check(cursorPageOf(item), cursor, `${path} cursor`);
    if (path !== '/logs') {
      const one = await call(app, app.admin, 'GET', `${path}/${page.items[0].id}`);
      check(item, one, `${path}/:id`);
    }
  });
}

test('/orgs/tree matches the recursive node schema', async () => {
  const tree = await call(app, app.admin, 'GET', '/orgs/tree');
  expect(tree.length).toBeGreaterThan(0);
  for (const node of tree) check(orgTreeNodeSchema, node, 'tree');
});

test('a schema refuses a drifted answer (the check can fail)', () => {
  expect(organisationSchema.safeParse({ id: 1 }).success).toBe(false);
  expect(
    pageOf(logEntrySchema).safeParse({ items: [], total: -1, page: 1, pageSize: 5 }).success,
  ).toBe(false);
});
