/**
 * HTTPS_PROXY / HTTP_PROXY / NO_PROXY with local stand-in proxies and servers: qy's requests go
 * through undici's EnvHttpProxyAgent (cli/proxy-fetch.ts).
 */
import { execFileSync } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { proxySettings } from '../../cli/proxy-fetch.ts';
import { createFakeCli, type FakeCli } from './support/fake-env.ts';
import { freePort } from './support/server-process.ts';

let cli: FakeCli | undefined;
const servers: Server[] = [];
const tunnels: Socket[] = [];
afterEach(async () => {
  await cli?.cleanup();
  for (const socket of tunnels.splice(0)) socket.destroy();
  for (const s of servers.splice(0)) {
    s.closeAllConnections?.();
    await new Promise((r) => s.close(r));
  }
});

const envelope = (data: unknown) => JSON.stringify({ code: 200000, message: 'ok', data });

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `127.0.0.1:${(server.address() as { port: number }).port}`;
}

/** A forward proxy: answers absolute-form requests itself and tunnels CONNECT. */
async function proxyServer(answer: unknown = { via: 'proxy' }) {
  const seen: { method: string; url: string; auth?: string; proxyAuth?: string }[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    seen.push({
      method: req.method ?? '',
      url: req.url ?? '',
      auth: req.headers.authorization,
      proxyAuth: req.headers['proxy-authorization'],
    });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(envelope(answer));
  });
  server.on('connect', (req: IncomingMessage, client: Socket) => {
    seen.push({ method: 'CONNECT', url: req.url ?? '' });
    const [host, port] = (req.url ?? '').split(':');
    tunnels.push(client);
    const upstream = connect(Number(port), host, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.pipe(client);
      client.pipe(upstream);
    });
    tunnels.push(upstream);
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  return { seen, host: await listen(server) };
}

describe('proxy settings', () => {
  it('reads upper- and lower-case names, with ALL_PROXY as the fallback of both', () => {
    expect(proxySettings({})).toBeUndefined();
    expect(proxySettings({ NO_PROXY: 'x' })).toBeUndefined();
    expect(proxySettings({ http_proxy: 'p:3128', no_proxy: '.example.com' })).toEqual({
      httpProxy: 'http://p:3128',
      noProxy: '.example.com',
    });
    expect(proxySettings({ ALL_PROXY: 'http://a:1', HTTPS_PROXY: 'http://s:2' })).toEqual({
      httpProxy: 'http://a:1',
      httpsProxy: 'http://s:2',
    });
  });
});

describe('qy through a proxy', () => {
  it('sends http requests to HTTP_PROXY in absolute form, with the proxy credentials', async () => {
    const proxy = await proxyServer();
    cli = await createFakeCli(undefined, {
      QY_SERVER: 'http://qy.internal:8080',
      QY_TOKEN: 'tok-1',
      HTTP_PROXY: `http://ops:secret@${proxy.host}`,
    });
    const result = await cli.run(['api', '/deposits/accounts']);
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toEqual({ via: 'proxy' });
    expect(proxy.seen).toEqual([
      {
        method: 'GET',
        url: 'http://qy.internal:8080/qy-sla-admin-api/deposits/accounts',
        auth: 'Bearer tok-1',
        proxyAuth: `Basic ${Buffer.from('ops:secret').toString('base64')}`,
      },
    ]);
  });

  it('sends decoded list calls through HTTP_PROXY too', async () => {
    const proxy = await proxyServer({ items: [], total: 0, nextCursor: null });
    cli = await createFakeCli(undefined, {
      QY_SERVER: 'http://qy.internal:8080',
      QY_TOKEN: 'tok-1',
      HTTP_PROXY: `http://${proxy.host}`,
    });
    const result = await cli.run(['settlements', 'list', '--json']);
    expect(result.stderr).toBe('');
    expect(proxy.seen.length).toBeGreaterThan(0);
    expect(proxy.seen[0]!.url).toMatch(
      /^http:\/\/qy\.internal:8080\/qy-sla-admin-api\/settlements/,
    );
  });

  it('goes direct for NO_PROXY hosts', async () => {
    const proxy = await proxyServer();
    const direct = await listen(
      createServer((_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(envelope({ via: 'direct' }));
      }),
    );
    cli = await createFakeCli(undefined, {
      QY_SERVER: `http://${direct}`,
      QY_TOKEN: 'tok-1',
      HTTP_PROXY: `http://${proxy.host}`,
      NO_PROXY: 'localhost,127.0.0.1',
    });
    const result = await cli.run(['api', '/deposits/accounts']);
    expect(JSON.parse(result.stdout)).toEqual({ via: 'direct' });
    expect(proxy.seen).toEqual([]);
  });

  it('names the proxy when it cannot be reached (exit 5)', async () => {
    const port = await freePort();
    cli = await createFakeCli(undefined, {
      QY_SERVER: 'http://qy.internal:8080',
      QY_TOKEN: 'tok-1',
      HTTP_PROXY: `http://127.0.0.1:${port}`,
    });
    const result = await cli.run(['api', '/deposits/accounts']);
    expect(result.code).toBe(5);
    expect(result.stderr).toContain(
      `the proxy 127.0.0.1:${port} could not be reached (ECONNREFUSED)`,
    );
  });

  it('tunnels https through HTTPS_PROXY with CONNECT (the proxy sees no request)', async () => {
    const proxy = await proxyServer();
    const { mkdtemp } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const dir = await mkdtemp(join(tmpdir(), 'qy-tls-'));
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    const { readFileSync } = await import('node:fs');
    const tlsServer = createHttpsServer(
      { key: readFileSync(key), cert: readFileSync(cert) },
      (req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(envelope({ via: 'tls', auth: req.headers.authorization }));
      },
    );
    const target = await listen(tlsServer as unknown as Server);
    cli = await createFakeCli(undefined, {
      QY_SERVER: `https://${target}`,
      QY_TOKEN: 'tok-1',
      HTTPS_PROXY: `http://${proxy.host}`,
    });
    // The stand-in's certificate is self-signed: trusted for this test only.
    const previous = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
    try {
      const result = await cli.run(['api', '/deposits/accounts']);
      expect(result.stderr).toBe('');
      expect(JSON.parse(result.stdout)).toEqual({ via: 'tls', auth: 'Bearer tok-1' });
    } finally {
      if (previous === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
      else process.env.NODE_TLS_REJECT_UNAUTHORIZED = previous;
    }
    expect(proxy.seen).toEqual([{ method: 'CONNECT', url: target }]);
  });
});
