import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, Code } from '#core/errors';
import { createApp } from '../../server/app.ts';
import { endpoint } from '../../server/http/endpoint.ts';
import { createMemoryLogger } from '../../server/logging/logger.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let staticDir: string;

beforeAll(async () => {
  t = await createTestApp({ seed: 'users' });
  staticDir = mkdtempSync(join(tmpdir(), 'qy-static-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>console</title>');
  writeFileSync(join(staticDir, 'app.js'), 'console.log(1)');
});
afterAll(async () => {
  await t.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const probes = [
  endpoint({
    method: 'GET',
    path: '/probe/boom',
    menu: 'open',
    summary: 'throws an unexpected error',
    handler: async () => {
      throw new Error('secret internal detail');
    },
  }),
  endpoint({
    method: 'POST',
    path: '/probe/echo',
    menu: 'open',
    summary: 'echoes a validated body',
    body: z.object({ n: z.number().int().min(1, 'validation.tooSmall') }),
    handler: async ({ body }) => ({ n: body.n }),
  }),
  endpoint({
    method: 'GET',
    path: '/probe/refuse',
    menu: 'open',
    summary: 'refuses with a business code',
    handler: async () => {
      throw new AppError(Code.VersionConflict);
    },
  }),
];

function probeApp(logger = createMemoryLogger('debug')) {
  return { app: createApp({ ...t.deps, logger }, { endpoints: probes, staticDir }), logger };
}

describe('envelope and errors', () => {
  it('wraps results in { code, message, data } and sets X-Request-Id', async () => {
    const { app } = probeApp();
    const res = await app.request('/qy-sla-admin-api/probe/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'trace-12345678' },
      body: JSON.stringify({ n: 2 }),
    });
    expect(res.headers.get('x-request-id')).toBe('trace-12345678');
    expect(await res.json()).toEqual({ code: 200000, message: '成功', data: { n: 2 } });
  });

  it('turns an unexpected error into 500100 with the request id, logged and never leaked', async () => {
    const { app, logger } = probeApp();
    const res = await app.request('/qy-sla-admin-api/probe/boom');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain('secret internal detail');
    const body = JSON.parse(text);
    expect(body.code).toBe(500100);
    expect(body.data.requestId).toBe(res.headers.get('x-request-id'));
    const logged = logger.lines.find((l) => l.msg === 'unhandled error');
    expect(logged).toMatchObject({ requestId: body.data.requestId });
    expect(JSON.stringify(logged)).toContain('secret internal detail');
  });

  it('answers an AppError with its catalogue status and localized message', async () => {
    const { app } = probeApp();
    const res = await app.request('/qy-sla-admin-api/probe/refuse', {
      headers: { 'accept-language': 'en-US' },
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      code: 409100,
      message: 'Someone else changed this record; reload and try again',
    });
  });

  it('answers malformed JSON with 400101 and bad fields with 400100', async () => {
    const { app } = probeApp();
    const bad = await app.request('/qy-sla-admin-api/probe/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"n":',
    });
    expect((await bad.json()).code).toBe(400101);
    const invalid = await app.request('/qy-sla-admin-api/probe/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"n":0}',
    });
    expect(invalid.status).toBe(422);
    expect((await invalid.json()).data.fields).toHaveProperty('n');
  });

  it('refuses strings with a NUL character (PostgreSQL cannot store them) as invalid fields', async () => {
    const res = await t.request('POST', '/sms/send', { form: { username: 'a\u0000b' } });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 400100,
      data: { fields: { username: expect.any(String) } },
    });
    const query = await t.request('GET', '/logs', { query: { module: '\u0000' } });
    expect(query.body.code).toBe(200100);
  });

  it('refuses a body over 1 MiB with 413100 and closes the connection (issue 10)', async () => {
    const res = await t.request('POST', '/sms/send', { body: { username: 'x'.repeat(1_100_000) } });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe(413100);
    expect(res.headers.get('connection')).toBe('close');
  });

  it('answers an unknown API path with the 404101 envelope', async () => {
    const res = await t.request('GET', '/no/such/api');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 404101, data: { requestId: expect.any(String) } });
  });

  it('writes one structured request line per request', async () => {
    const { app, logger } = probeApp();
    await app.request('/qy-sla-admin-api/probe/refuse');
    const line = logger.lines.find(
      (l) => l.msg === 'request' && l.path === '/qy-sla-admin-api/probe/refuse',
    );
    expect(line).toMatchObject({ method: 'GET', status: 409, user: null, level: 'info' });
    expect(typeof line!.ms).toBe('number');
    expect(typeof line!.requestId).toBe('string');
  });
});

describe('health', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await t.request('GET', '/healthz')).body).toEqual({ status: 'ok' });
    expect((await t.request('GET', '/readyz')).body).toMatchObject({ status: 'ok' });
  });

  it('answers /readyz with a 503 envelope when the database does not answer', async () => {
    const broken = {
      ...t.deps.database,
      db: { execute: () => Promise.reject(new Error('down')) },
    } as never;
    const app = createApp(
      { ...t.deps, database: broken, logger: createMemoryLogger('error') },
      { endpoints: [] },
    );
    const res = await app.request('/readyz');
    expect(res.status).toBe(503);
    expect((await res.json()).code).toBe(503100);
  });
});

describe('the built console', () => {
  it('serves files and falls back to index.html for page routes', async () => {
    const { app } = probeApp();
    const page = await app.request('/bzjManage/bzjList');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('console');
    const js = await app.request('/app.js');
    expect(js.headers.get('content-type')).toContain('javascript');
    expect(await js.text()).toBe('console.log(1)');
    expect((await app.request('/missing.js')).status).toBe(404);
  });

  it('never serves files outside the console directory', async () => {
    const { app } = probeApp();
    for (const path of ['/..%2fpackage.json', '/%2e%2e/%2e%2e/etc/passwd']) {
      const res = await app.request(path);
      expect(await res.text()).not.toContain('"name"');
    }
  });

  it('keeps API paths out of the page fallback', async () => {
    const { app } = probeApp();
    const res = await app.request('/qy-sla-admin-api/nothing');
    expect((await res.json()).code).toBe(404101);
  });
});
