import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const envelopeOf = (body: unknown) =>
  body as { code: number; data: { fields?: Record<string, string> } };

describe('security headers', () => {
  const dir = mkdtempSync(join(tmpdir(), 'qy-web-'));
  const script = "document.documentElement.classList.add('x');";
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head><script>${script}</script></head><body><script type="module" src="/app.js"></script></body></html>`,
  );
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('sends a strict CSP, nosniff, no framing, no referrer and a Permissions-Policy on console and API', async () => {
    const app = createApp(t.deps, { staticDir: dir });
    const hash = createHash('sha256').update(script).digest('base64');
    for (const path of ['/', '/qy-sla-admin-api/sys/user/info', '/qy-sla-admin-api/nope']) {
      const res = await app.request(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('sends HSTS only behind a trusted proxy that was reached over HTTPS', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const untrusted = createApp(t.deps);
    expect(
      (await untrusted.request('/healthz', { headers: https })).headers.get(
        'strict-transport-security',
      ),
    ).toBeNull();
    const trusted = createApp({ ...t.deps, config: { ...t.deps.config, trustProxy: true } });
    expect((await trusted.request('/healthz')).headers.get('strict-transport-security')).toBeNull();
    expect(
      (await trusted.request('/healthz', { headers: https })).headers.get(
        'strict-transport-security',
      ),
    ).toMatch(/max-age=\d+/);
  });

  it('marks every API answer no-store: personal data, a new token secret, errors', async () => {
    const users = await t.request('GET', '/users', { token: admin });
    expect(users.status).toBe(200);
    const info = await t.request('GET', '/sys/user/info', { token: admin });
    const unknown = await t.request('GET', '/nope');
    const refused = await t.request('GET', '/users');
    const token = await t.request('POST', '/sys/user/api-tokens', {
      token: admin,
      body: { name: 'no-store', scope: 'read-only', expiresInDays: 30, password: 'Admin123' },
    });
    expect(token.body.code).toBe(200000);
    for (const res of [users, info, unknown, refused, token])
      expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('does not tell the database kind on /readyz', async () => {
    const res = await t.request('GET', '/readyz');
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toMatch(/pglite|postgres/i);
  });
});

describe('request bodies over 1 MiB', () => {
  it('answers 413 with the envelope and Connection: close', async () => {
    const res = await t
      .fetch('POST', '/orgs', {
        token: admin,
        headers: { 'content-type': 'application/json' },
        body: undefined,
      })
      .then(() =>
        t.app.request('/qy-sla-admin-api/orgs', {
          method: 'POST',
          headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) }),
        }),
      );
    expect(res.status).toBe(413);
    expect(res.headers.get('connection')).toBe('close');
    expect(((await res.json()) as { code: number }).code).toBe(413100);
  });
});

describe('bad input never reaches the database as a 500', () => {
  it('refuses record ids at or past 2^31 in path, query and body with 400100 and the field', async () => {
    const path = await t.request('GET', '/orgs/99999999999', { token: admin });
    expect(path.status).toBe(422);
    expect(envelopeOf(path.body)).toMatchObject({
      code: 400100,
      data: { fields: { id: expect.any(String) } },
    });
    const query = await t.request('GET', '/users', { token: admin, query: { orgId: 3000000000 } });
    expect(envelopeOf(query.body)).toMatchObject({
      code: 400100,
      data: { fields: { orgId: expect.any(String) } },
    });
    const edge = await t.request('GET', '/orgs/2147483648', { token: admin });
    expect(envelopeOf(edge.body).code).toBe(400100);
    const inRange = await t.request('GET', '/orgs/2147483647', { token: admin });
    expect(envelopeOf(inRange.body).code).toBe(404100);
  });

  it('refuses lone UTF-16 surrogates in any text with 400100 naming the field', async () => {
    const body = `{"name":"bad \\ud800 text","note":"fine"}`;
    const res = await t.app.request('/qy-sla-admin-api/orgs', {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body,
    });
    expect(res.status).toBe(422);
    const env = (await res.json()) as { code: number; data: { fields: Record<string, string> } };
    expect(env.code).toBe(400100);
    expect(Object.keys(env.data.fields)).toEqual(['name']);
    // A surrogate cannot survive URL encoding; its UTF-8-style bytes in a query are not a 5xx either.
    const raw = await t.app.request('/qy-sla-admin-api/users?q=a%ED%B0%80', {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(raw.status).toBeLessThan(500);
  });

  it('answers crafted cursors with a 4xx envelope, never a 5xx', async () => {
    for (const cursor of [
      '99999999999999999999999',
      '{"f":"grossFen","v":"abc","id":1}',
      '-1',
      'x'.repeat(300),
    ]) {
      for (const list of [
        '/logs',
        '/settlements',
        '/deposits/accounts',
        '/merchants',
        '/users',
        '/orgs',
      ]) {
        const res = await t.request('GET', list, { token: admin, query: { cursor } });
        expect(res.status, `${list} ${cursor}`).toBeLessThan(500);
        expect(typeof envelopeOf(res.body).code).toBe('number');
      }
    }
  });

  it('refuses a Last-Event-ID that is not a log id cleanly, without internal text', async () => {
    for (const id of ['99999999999999999999999', '-5', 'abc', '1e5']) {
      const res = await t.request('GET', '/logs/stream', {
        token: admin,
        headers: { 'last-event-id': id },
      });
      expect(res.status, id).toBe(422);
      expect(envelopeOf(res.body)).toMatchObject({
        code: 400100,
        data: { fields: { lastEventId: expect.any(String) } },
      });
    }
    const query = await t.request('GET', '/logs/stream', {
      token: admin,
      query: { lastEventId: '99999999999999999999999' },
    });
    expect(envelopeOf(query.body).code).toBe(400100);
  });
});
