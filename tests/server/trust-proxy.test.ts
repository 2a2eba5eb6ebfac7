/**
 * TRUST_PROXY (issue 21): the client address is read from the right of X-Forwarded-For, so an
 * address the client wrote itself is never believed. Real sockets on distinct loopback addresses:
 * the client is 127.0.0.9, proxy A 127.0.0.2, proxy B 127.0.0.3; each proxy appends its peer.
 */
import { serve, type ServerType } from '@hono/node-server';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { clientAddressOf, parseTrustProxy } from '../../server/http/trust-proxy.ts';
import type { TrustProxy } from '../../server/http/trust-proxy.ts';
import { createMemoryLogger } from '../../server/logging/logger.ts';
import { loadConfig } from '../../server/env.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const CLIENT = '127.0.0.9';
const FORGED = '6.6.6.6';

/** GET `url` from `localAddress` with the given headers; resolves the status. */
function get(url: string, localAddress: string, headers: Record<string, string>): Promise<number> {
  return new Promise((ok, fail) => {
    const req = httpRequest(url, { localAddress, headers }, (res) => {
      res.resume();
      res.on('end', () => ok(res.statusCode ?? 0));
    });
    req.on('error', fail);
    req.end();
  });
}

/** An appending reverse proxy on `address`, forwarding to `target` from its own address. */
async function proxy(address: string, target: () => string): Promise<Server> {
  const server = createServer((req, res) => {
    const peer = req.socket.remoteAddress ?? '';
    const prior = req.headers['x-forwarded-for'];
    const forwarded = prior ? `${String(prior)}, ${peer}` : peer;
    const upstream = httpRequest(
      `${target()}${req.url ?? '/'}`,
      { localAddress: address, headers: { 'x-forwarded-for': forwarded } },
      (up) => {
        res.writeHead(up.statusCode ?? 502);
        up.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    upstream.end();
  });
  await new Promise<void>((ok) => server.listen(0, address, ok));
  return server;
}

const urlOf = (s: Server | ServerType, host: string) =>
  `http://${host}:${(s.address() as AddressInfo).port}`;

describe('clientAddressOf', () => {
  it('reads hops from the right and skips trusted ranges', () => {
    const xff = `${FORGED}, 198.51.100.7, 10.0.0.2`;
    expect(clientAddressOf(xff, '10.0.0.3', false)).toBe('10.0.0.3');
    expect(clientAddressOf(xff, '10.0.0.3', true)).toBe('10.0.0.2');
    expect(clientAddressOf(xff, '10.0.0.3', 2)).toBe('198.51.100.7');
    expect(clientAddressOf(xff, '10.0.0.3', 9)).toBe(FORGED);
    expect(clientAddressOf(xff, '10.0.0.3', ['10.0.0.0/8'])).toBe('198.51.100.7');
    // A peer outside the trusted ranges is the client, whatever the header says.
    expect(clientAddressOf(xff, '203.0.113.1', ['10.0.0.0/8'])).toBe('203.0.113.1');
  });

  it('parses TRUST_PROXY', () => {
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, ::1')).toEqual(['10.0.0.0/8', '::1']);
    expect(parseTrustProxy('10.0.0.0/33')).toBeUndefined();
    expect(parseTrustProxy('yes')).toBeUndefined();
    expect(loadConfig({ QY_DEMO: '1', TRUST_PROXY: '127.0.0.2/32,127.0.0.3' }).trustProxy).toEqual([
      '127.0.0.2/32',
      '127.0.0.3',
    ]);
    expect(() => loadConfig({ QY_DEMO: '1', TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
  });
});

describe('the client address behind one and two real proxies', () => {
  let t: TestApp;
  const servers: { close(): unknown }[] = [];
  let appUrl = '';
  let logger: ReturnType<typeof createMemoryLogger>;
  let setTrust: (trust: TrustProxy) => void;

  beforeAll(async () => {
    t = await createTestApp({ seed: 'users' });
    logger = createMemoryLogger('debug');
    let app = createApp({ ...t.deps, logger });
    setTrust = (trust) => {
      app = createApp({ ...t.deps, logger, config: { ...t.deps.config, trustProxy: trust } });
    };
    const server = serve({
      fetch: (req, env) => app.fetch(req, env),
      port: 0,
      hostname: '127.0.0.1',
    });
    await new Promise<void>((ok) => server.once('listening', ok));
    servers.push(server);
    appUrl = urlOf(server, '127.0.0.1');
  }, 120_000);
  afterAll(async () => {
    for (const s of servers) s.close();
    await t?.close();
  });

  /** The address the app logged for one /healthz sent by the client with a forged header. */
  async function seenVia(entry: string): Promise<unknown> {
    const before = logger.lines.length;
    expect(await get(`${entry}/healthz`, CLIENT, { 'x-forwarded-for': FORGED })).toBe(200);
    return logger.lines.slice(before).find((l) => l.msg === 'request')?.ip;
  }

  it('one proxy: TRUST_PROXY=true takes the entry the proxy appended, not the forged one', async () => {
    const a = await proxy('127.0.0.2', () => appUrl);
    servers.push(a);
    setTrust(true);
    expect(await seenVia(urlOf(a, '127.0.0.2'))).toBe(CLIENT);
    setTrust(['127.0.0.2/32']);
    expect(await seenVia(urlOf(a, '127.0.0.2'))).toBe(CLIENT);
    setTrust(false);
    expect(await seenVia(urlOf(a, '127.0.0.2'))).toBe('127.0.0.2');
  });

  it('two proxies: TRUST_PROXY=2 or both ranges reach the client; one hop stops at proxy A', async () => {
    const b = await proxy('127.0.0.3', () => appUrl);
    servers.push(b);
    const a = await proxy('127.0.0.2', () => urlOf(b, '127.0.0.3'));
    servers.push(a);
    const entry = urlOf(a, '127.0.0.2');
    setTrust(2);
    expect(await seenVia(entry)).toBe(CLIENT);
    setTrust(['127.0.0.2', '127.0.0.3/32']);
    expect(await seenVia(entry)).toBe(CLIENT);
    setTrust(true);
    expect(await seenVia(entry)).toBe('127.0.0.2');
    // Trusting more hops than there are reaches only as far as the header goes — never further left
    // than what the client wrote, which is why N must match the real chain.
    setTrust(3);
    expect(await seenVia(entry)).toBe(FORGED);
  });
});
