import { afterAll, beforeAll, expect, test } from 'vitest';
import { z } from 'zod';
import {
  cursorPageOf,
  institutionSchema,
  logEntrySchema,
  organisationSchema,
  orgTreeNodeSchema,
  pageOf,
  systemUserSchema,
} from '#core/schemas';
import type { CursorPage, LogEntry, Page } from '#core/types';
import { createApp } from '../../server/app.ts';
import { endpoint } from '../../server/http/endpoint.ts';
import { API_BASE } from '../../server/http/hono-env.ts';
import { endpoints } from '../../server/routes/registry.ts';
import { call, createBusinessApp, type BusinessApp } from './business-support.ts';

// Answers checked against core's response schemas (the ones the OpenAPI document publishes). Every
// other server test checks its answers too: the test config turns the endpoint layer's check on.
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
  // Strict: a field the schema does not name (a leaked column) is drift too.
  const page = { items: [], total: 0, page: 1, pageSize: 5 };
  expect(pageOf(logEntrySchema).safeParse(page).success).toBe(true);
  expect(pageOf(logEntrySchema).safeParse({ ...page, secret: 'x' }).success).toBe(false);
});

// Under the check, a 200 means the answer matched its schema: read every page's data once.
const reads = endpoints.filter(
  (ep) =>
    ep.method === 'GET' && !ep.params && !ep.produces && (ep.query?.safeParse({}).success ?? true),
);
test.each(reads.map((ep) => [ep.path, ep] as const))(
  'GET %s answers within its schema',
  async (path) => {
    const res = await app.request('GET', path, { token: app.admin });
    expect(res.body.code, JSON.stringify(res.body.data)).toBe(200000);
  },
);

test('a profile saved without its optional fields still answers every field (the check passes)', async () => {
  const body = {
    email: 'op@example.com',
    nickname: 'op',
    countryRegion: 'China',
    area: 'Shanghai',
  };
  const saved = await call(app, app.operator, 'PUT', '/user/profile', { body });
  expect(saved).toMatchObject({ ...body, address: '', profile: '' });
  const read = await call(app, app.operator, 'GET', '/user/profile');
  expect(read).toMatchObject({ address: '', profile: '', userName: 'operator' });
});

type JsonObject = Record<string, unknown>;
const STREAMED = ['text/csv', 'text/event-stream'];

test('the OpenAPI document gives every operation a 2xx response schema', async () => {
  const doc = (await app.request('GET', '/openapi.json')).body;
  const operations = Object.entries(
    doc.paths as Record<string, Record<string, JsonObject>>,
  ).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ name: `${method} ${path}`, op })),
  );
  expect(operations).toHaveLength(endpoints.length);
  const undescribed = operations.filter(({ op }) => {
    const responses = op.responses as Record<string, { content?: Record<string, JsonObject> }>;
    return !Object.entries(responses).some(
      ([status, r]) =>
        /^2\d\d$/.test(status) &&
        Object.entries(r.content ?? {}).some(([type, media]) => {
          if (STREAMED.includes(type)) return true;
          const data = (media.schema as { properties?: { data?: JsonObject } }).properties?.data;
          return type === 'application/json' && !!data && Object.keys(data).length > 0;
        }),
    );
  });
  expect(undescribed.map((o) => o.name)).toEqual([]);
  // Every reference resolves inside the document (the recursive tree and menu are hoisted).
  const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1]);
  expect(refs.length).toBeGreaterThan(0);
  for (const ref of refs) {
    expect(ref).toMatch(/^#\/components\/schemas\//);
    expect(doc.components.schemas, ref).toHaveProperty(ref.split('/').at(-1)!);
  }
});

test('under the check, an answer off its schema is refused with 500 and its issues logged', async () => {
  const answer = z.strictObject({ n: z.number().int() });
  const drifting = endpoint({
    method: 'GET',
    path: '/drifting',
    menu: 'open',
    summary: 'Answers off its schema',
    response: answer,
    handler: async () => ({ n: 'one', leaked: true }),
  });
  const fine = endpoint({ ...drifting, path: '/fine', handler: async () => ({ n: 1 }) });
  const checked = createApp(app.deps, { endpoints: [drifting, fine] });
  const res = await checked.request(`${API_BASE}/drifting`);
  expect(res.status).toBe(500);
  const body = await res.json();
  expect(body.code).toBe(500100);
  expect(body.data.responseDrift.operation).toBe('GET /drifting');
  const line = app.logger.lines.find((l) => l.msg === 'response drift');
  expect(line?.issues).toEqual([
    expect.stringMatching(/^n: /),
    expect.stringMatching(/^\(root\): .*\[leaked\]$/),
  ]);
  expect((await checked.request(`${API_BASE}/fine`)).status).toBe(200);
  // Off (production): the answer goes out as it is.
  const unchecked = createApp(
    { ...app.deps, config: { ...app.deps.config, checkResponses: false } },
    { endpoints: [drifting] },
  );
  expect((await unchecked.request(`${API_BASE}/drifting`)).status).toBe(200);
});

// The generic paging types (core/types, hand-written generics) are held equal to the schemas'
// page builders at compile time: a drift on either side fails the type check (npm run typecheck).
// Every other wire type is inferred from its schema (z.output), so it cannot drift.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <A, B>(ok: Same<A, B>) => ok;
same<z.output<ReturnType<typeof pageOf<typeof logEntrySchema>>>, Page<LogEntry>>(true);
same<z.output<ReturnType<typeof cursorPageOf<typeof logEntrySchema>>>, CursorPage<LogEntry>>(true);
