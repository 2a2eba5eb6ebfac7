/**
 * The tests' fetch (tests/support/fetch-retry.ts, the node project's setup file) against a server
 * that closes a kept-alive connection when the second request arrives on it, without answering:
 * what a server closing an idle connection does to a request sent on it at that moment.
 */
import { once } from 'node:events';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { Agent } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { plainFetch, retryingFetch } from '../support/fetch-retry.ts';

let server: Server | undefined;
const connections: Socket[] = [];
/** One connection per origin: a second request goes on the first one's connection once it is free. */
let pool: Agent;
afterEach(async () => {
  await pool?.destroy();
  for (const socket of connections.splice(0)) socket.destroy();
  await new Promise((done) => (server ? server.close(done) : done(undefined)));
  server = undefined;
});

/** Answers "ok" to each request; the first connection is closed at its second request. */
async function closingServer(): Promise<{ url: string; requests: string[] }> {
  const requests: string[] = [];
  let connectionCount = 0;
  server = createServer((socket) => {
    connections.push(socket);
    const connection = ++connectionCount;
    let onThis = 0;
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      let end: number;
      while ((end = text.indexOf('\r\n\r\n')) >= 0) {
        requests.push(`${connection}: ${text.slice(0, text.indexOf(' '))}`);
        text = text.slice(end + 4);
        if (connection === 1 && ++onThis === 2) return void socket.destroy();
        socket.write('HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: keep-alive\r\n\r\nok');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  pool = new Agent({ connections: 1 });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, requests };
}

describe("the tests' fetch", () => {
  it('is the retrying one in every file of the node project', () => {
    expect(globalThis.fetch).not.toBe(plainFetch);
  });

  it('sends a GET again when its kept-alive connection is closed under it', async () => {
    const { url, requests } = await closingServer();
    const init = { dispatcher: pool } as RequestInit;
    expect(await (await fetch(url, init)).text()).toBe('ok');
    expect(await (await fetch(url, init)).text()).toBe('ok');
    expect(requests).toEqual(['1: GET', '1: GET', '2: GET']);
  });

  it('without it, that request fails with "other side closed"', async () => {
    const { url } = await closingServer();
    const init = { dispatcher: pool } as RequestInit;
    expect(await (await plainFetch(url, init)).text()).toBe('ok');
    const error = await plainFetch(url, init).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect((error as { cause: { code: string } }).cause.code).toBe('UND_ERR_SOCKET');
  });

  it('does not send a POST twice', async () => {
    const { url, requests } = await closingServer();
    const post = retryingFetch(plainFetch);
    const init = { method: 'POST', dispatcher: pool } as RequestInit;
    expect(await (await post(url, init)).text()).toBe('ok');
    await expect(post(url, init)).rejects.toThrow(TypeError);
    expect(requests).toEqual(['1: POST', '1: POST']);
  });
});
