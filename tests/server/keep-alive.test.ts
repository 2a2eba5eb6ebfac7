/**
 * Idle kept-alive connections (issue 27): node closes them after 5 s by default, and a client (or
 * a proxy) that sends on one as it closes gets "other side closed". The server keeps them for
 * KEEP_ALIVE_TIMEOUT_SECONDS instead. Time is told by a reference: a node:http server with node's
 * defaults, whose idle connection, opened beside ours, closes at 5 s.
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { httpServerOptions, startHttpServer } from '../../server/http/node-server.ts';

const servers: Server[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
});

const portOf = (server: Server) => (server.address() as AddressInfo).port;

async function openSocket(server: Server): Promise<Socket> {
  const socket = connect(portOf(server), '127.0.0.1');
  sockets.push(socket);
  await once(socket, 'connect');
  return socket;
}

/** One GET on `socket` (kept alive, HTTP/1.1); the status line once the whole answer is in. */
function get(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      const length = Number(/content-length: *(\d+)/i.exec(text)?.[1] ?? NaN);
      if (end >= 0 && text.length >= end + 4 + length) {
        socket.off('data', onData);
        socket.off('close', onClose);
        resolve(text.slice(0, text.indexOf('\r\n')));
      }
    };
    const onClose = () => reject(new Error(`the connection closed; received: ${text}`));
    socket.on('data', onData);
    socket.once('close', onClose);
    socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
  });
}

describe('the HTTP server keeps idle connections open', () => {
  it('sets the headers timeout above the keep-alive limit, and the request timeout above both', () => {
    expect(httpServerOptions(65)).toEqual({
      keepAliveTimeout: 65_000,
      headersTimeout: 66_000,
      requestTimeout: 300_000,
    });
    expect(httpServerOptions(3600)).toMatchObject({
      headersTimeout: 3_601_000,
      requestTimeout: 3_602_000,
    });
  });

  it('past node’s 5 s, up to KEEP_ALIVE_TIMEOUT_SECONDS, then closes them', async () => {
    const ours = await startHttpServer({
      fetch: () => new Response('ok'),
      port: 0,
      hostname: '127.0.0.1',
      keepAliveTimeoutSeconds: 6,
    });
    servers.push(ours);
    expect(ours.keepAliveTimeout).toBe(6000);
    expect(ours.headersTimeout).toBe(7000);
    const reference = createServer((_req, res) => res.end('ok'));
    servers.push(reference);
    reference.listen(0, '127.0.0.1');
    await once(reference, 'listening');
    expect(reference.keepAliveTimeout).toBe(5000);

    const kept = await openSocket(ours);
    const timed = await openSocket(reference);
    // Both idle from here; ours first, so node's 5 s limit cannot reach it first.
    expect(await get(kept)).toBe('HTTP/1.1 200 OK');
    expect(await get(timed)).toBe('HTTP/1.1 200 OK');
    let keptClosed = false;
    kept.once('close', () => (keptClosed = true));

    await once(timed, 'close'); // node's default limit has passed
    expect(keptClosed).toBe(false);
    // Still open: a request on it is answered on the same connection.
    expect(await get(kept)).toBe('HTTP/1.1 200 OK');

    // Idle again, it is closed by the server once the configured limit passes.
    const ended = once(kept, 'end');
    await once(kept, 'close');
    await ended;
    expect(keptClosed).toBe(true);
  }, 30_000);
});
