import { serve } from '@hono/node-server';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_DRAINING_EVENT } from '#core/enums';
import { createApp } from '../../server/app.ts';
import { startingApp } from '../../server/http/not-serving.ts';
import { signInOverHttp, startServer } from './support/spawn-server.ts';
import { sseReader } from './support/sse-reader.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const API = '/qy-sla-admin-api';

/** One GET through `agent`, with the answer's body read; says whether a kept-alive socket carried it. */
function get(
  base: string,
  path: string,
  agent: Agent,
  headers: Record<string, string> = {},
): Promise<{ res: IncomingMessage; body: string; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { agent, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ res, body, reused: req.reusedSocket }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a draining server (in-process app on a real port)', () => {
  let t: TestApp;
  let server: Server;
  let base: string;
  const drain = new AbortController();
  let token: string;

  beforeAll(async () => {
    t = await createTestApp({ seed: 'users' });
    token = await t.login('admin');
    const app = createApp(t.deps, { shutdown: drain.signal });
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
    await new Promise((ok) => server.once('listening', ok));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
    await t.close();
  });

  it('tells an open log stream to go, then refuses new requests on kept-alive connections and new streams', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const before = await get(base, '/healthz', agent);
    expect(before.res.statusCode).toBe(200);

    const stream = await fetch(`${base}${API}/logs/stream`, {
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    });
    expect(stream.status).toBe(200);
    const reader = sseReader(stream);

    drain.abort();
    const event = await reader.next(5000);
    expect(event?.event).toBe(SERVER_DRAINING_EVENT);
    const envelope = JSON.parse(event!.data) as { code: number; data: { status: string } };
    expect(envelope.code).toBe(503100);
    expect(envelope.data.status).toBe('draining');
    expect(await reader.waitEnd(5000)).toBe(true);

    // The socket kept alive from before the drain carries a new request: refused and closed.
    const after = await get(base, '/healthz', agent);
    expect(after.reused).toBe(true);
    expect(after.res.statusCode).toBe(503);
    expect(after.res.headers.connection).toBe('close');
    expect(after.res.headers['retry-after']).toBe('5');
    expect(JSON.parse(after.body)).toMatchObject({ code: 503100, data: { status: 'draining' } });

    // A stream's reconnect is refused the same way, before any session or database work.
    const again = await get(base, `${API}/logs/stream`, agent, {
      authorization: `Bearer ${token}`,
      accept: 'text/event-stream',
      'last-event-id': '1',
    });
    expect(again.reused).toBe(false);
    expect(again.res.statusCode).toBe(503);
    expect(again.res.headers.connection).toBe('close');
    expect(again.res.headers['content-type']).toMatch(/json/);
    agent.destroy();
  });
});

describe('while the database is prepared', () => {
  it('answers /healthz, and 503 "initialising" on /readyz and the API', async () => {
    const app = startingApp();
    const health = await app.request('/healthz');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    for (const path of ['/readyz', `${API}/sys/user/info`, '/']) {
      const res = await app.request(path);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await res.json()).toMatchObject({ code: 503100, data: { status: 'initialising' } });
    }
  });
});

describe('SIGTERM with a live log stream attached (server process)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'qy-drain-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('sends server-draining to the stream and exits 0 within the grace, not by forcing connections', async () => {
    const outbox = join(dir, 'sms.jsonl');
    const server = await startServer({
      DATA_DIR: join(dir, 'db'),
      SMS_OUTBOX_FILE: outbox,
      LOG_LEVEL: 'info',
    });
    try {
      const token = await signInOverHttp(server.url, outbox, 'admin', 'Admin123');
      const stream = await fetch(`${server.url}${API}/logs/stream`, {
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      });
      expect(stream.status).toBe(200);
      const reader = sseReader(stream);
      server.child.kill('SIGTERM');
      const event = await reader.next(10_000);
      expect(event?.event).toBe(SERVER_DRAINING_EVENT);
      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(server.output()).toContain('"msg":"stopped"');
      // The grace's end (10 s) would log this and cut the stream; a drained stream never needs it.
      expect(server.output()).not.toContain('did not finish in time');
    } finally {
      await server.kill('SIGKILL');
    }
  }, 240_000);
});
