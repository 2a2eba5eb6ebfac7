import fc from 'fast-check';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../server/http/endpoint.ts';
import { endpoints } from '../../server/routes/registry.ts';
import { tokenFor } from './support/auth-matrix.ts';
import { snapshotTables } from './support/db-snapshot.ts';
import { createTestApp, freshIp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const nasty = fc.constantFrom(
  '',
  ' ',
  '-1',
  '0',
  '1',
  '1.5',
  '1e309',
  'NaN',
  'Infinity',
  '9'.repeat(40),
  '2026-13-45',
  '2026-02-30',
  '%00',
  '\u0000',
  '<script>',
  "' or 1=1 --",
  '../../etc/passwd',
  'null',
  'true',
  '[]',
  '{}',
  '中文名称',
  '🙂',
  '=cmd()',
  'x'.repeat(5000),
  // Ids past the integer columns, lone UTF-16 surrogates and hand-made cursors (issue 10).
  '2147483648',
  '3000000000',
  '99999999999',
  '99999999999999999999999',
  '\ud800',
  'a\udc00b',
  '{"f":"grossFen","v":"abc","id":1}',
  '{"f":"id","v":99999999999999999999,"id":99999999999}',
  'eyJmIjoiZ3Jvc3NGZW4iLCJ2IjoiYWJjIiwiaWQiOjF9',
);
const bigNumber = fc.constantFrom(2 ** 31, 3_000_000_000, 2 ** 53 - 1, 1e20, -(2 ** 31) - 1);
const lastEventId = fc.option(
  fc.constantFrom('99999999999999999999999', '-1', 'abc', '1e5', '2147483648', '', '0'),
);
const scalar = fc.oneof(nasty, fc.string({ maxLength: 40 }), fc.integer().map(String));
const jsonValue = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  bigNumber,
  fc.double(),
  fc.string({ maxLength: 40 }),
  nasty,
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 10 })), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.integer(), fc.string({ maxLength: 10 })), {
    maxKeys: 3,
  }),
);

/** Field names of an object schema (the fuzz uses real names so it reaches the deeper checks). */
function keysOf(schema: z.ZodType | undefined): string[] {
  const shape = (schema as unknown as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

function inputArbitrary(ep: Endpoint) {
  const fields = (keys: string[]) =>
    fc.record(Object.fromEntries([...keys, 'extra'].map((k) => [k, scalar])), { requiredKeys: [] });
  const bodyKeys = keysOf(ep.form ?? ep.body);
  return fc.record({
    query: fields(keysOf(ep.query)),
    params: fc.array(scalar, { minLength: 3, maxLength: 3 }),
    body: fc.oneof(
      fc.record(Object.fromEntries([...bodyKeys, 'extra'].map((k) => [k, jsonValue])), {
        requiredKeys: [],
      }),
      jsonValue,
      fc.constant('{not json'),
    ),
    asForm: fc.boolean(),
    lastEventId,
  });
}

/** URL-encodes a path segment; a lone surrogate (which UTF-8 cannot encode) goes as its raw 3 bytes. */
function pathSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value.replace(/[^\ud800-\udfff]+|[\ud800-\udfff]/g, (part) =>
      /^[\ud800-\udfff]$/.test(part)
        ? [
            0xe0 | (part.charCodeAt(0) >> 12),
            0x80 | ((part.charCodeAt(0) >> 6) & 63),
            0x80 | (part.charCodeAt(0) & 63),
          ]
            .map((b) => '%' + b.toString(16).toUpperCase())
            .join('')
        : encodeURIComponent(part),
    );
  }
}

const guardedOrOpen = endpoints.filter(
  (ep) => !(ep.method === 'POST' && ep.path === '/sys/user/logout'),
);

describe('the table snapshot', () => {
  it('changes when a row is inserted or a versioned row is updated', async () => {
    const { users } = await import('../../server/db/schema/users.ts');
    const { eq, sql } = await import('drizzle-orm');
    const before = await snapshotTables(t.database.db);
    await t.database.db
      .update(users)
      .set({ version: sql`${users.version} + 1` })
      .where(eq(users.username, 'operator'));
    const after = await snapshotTables(t.database.db);
    expect(after.users).not.toBe(before.users);
    expect({ ...after, users: before.users }).toEqual(before);
  });
});

describe('fuzzing every registry endpoint', () => {
  it.each(guardedOrOpen.map((ep) => [`${ep.method} ${ep.path}`, ep] as const))(
    '%s never answers 5xx, always the envelope, and writes nothing when it refuses',
    async (_name, ep) => {
      await fc.assert(
        fc.asyncProperty(inputArbitrary(ep), async (input) => {
          let i = 0;
          const path = ep.path.replace(/:(\w+)/g, () => pathSegment(input.params[i++ % 3] || 'x'));
          const token = await tokenFor(t, 'admin');
          const before = await snapshotTables(t.database.db);
          const abort = new AbortController();
          const headers: Record<string, string> = { 'x-forwarded-for': freshIp() };
          if (input.lastEventId !== null) headers['last-event-id'] = input.lastEventId;
          if (token) headers.authorization = `Bearer ${token}`;
          let body: string | undefined;
          if (ep.method !== 'GET') {
            if (
              input.asForm &&
              input.body &&
              typeof input.body === 'object' &&
              !Array.isArray(input.body)
            ) {
              headers['content-type'] = 'application/x-www-form-urlencoded';
              body = new URLSearchParams(
                Object.entries(input.body).map(([k, v]) => [
                  k,
                  typeof v === 'string' ? v : JSON.stringify(v),
                ]),
              ).toString();
            } else {
              headers['content-type'] = 'application/json';
              body =
                typeof input.body === 'string' && input.body.startsWith('{not')
                  ? input.body
                  : JSON.stringify(input.body);
            }
          }
          const url = new URL('http://x/qy-sla-admin-api' + path);
          for (const [k, v] of Object.entries(input.query)) url.searchParams.set(k, String(v));
          const res = await t.app.request(url.pathname + url.search, {
            method: ep.method,
            headers,
            body,
            signal: abort.signal,
          });
          expect(res.status).toBeLessThan(500);
          expect(res.headers.get('x-content-type-options')).toBe('nosniff');
          const type = res.headers.get('content-type') ?? '';
          if (!type.includes('json')) {
            // A stream or a file: only a success may be anything but the envelope.
            expect(res.status).toBe(200);
            abort.abort();
            await res.body?.cancel().catch(() => {});
            return;
          }
          const envelope = (await res.json()) as { code: unknown; message: unknown; data: unknown };
          expect(typeof envelope.code).toBe('number');
          expect(typeof envelope.message).toBe('string');
          expect(envelope).toHaveProperty('data');
          // No internal error text (SQL, parameters, stack) in any answer.
          expect(JSON.stringify(envelope)).not.toMatch(
            /Failed query|select |insert |params:|\bat \S+:\d+/,
          );
          if (envelope.code !== 200000) {
            expect(await snapshotTables(t.database.db)).toEqual(before);
          }
        }),
        { numRuns: 12, endOnFailure: true },
      );
    },
    120_000,
  );
});
