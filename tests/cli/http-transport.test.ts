import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeTransport } from '../../cli/http-transport.ts';

let server: Server;
let base: string;
const seen: { method: string; headers: Record<string, unknown>; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', headers: req.headers, body });
      if (req.url === '/stream') {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write('data: one\n\n');
        return; // left open: the client aborts
      }
      if (req.url === '/empty') {
        res.writeHead(204).end();
        return;
      }
      res.writeHead(418, { 'x-request-id': 'r1', 'set-cookie': ['a=1', 'b=2'] });
      res.end(JSON.stringify({ echo: body }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('node:http transport', () => {
  const send = createNodeTransport();

  it('sends method, headers and body, and returns status, headers and body', async () => {
    const res = await send(
      new Request(`${base}/x`, {
        method: 'POST',
        headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
        body: '{"a":"中"}',
      }),
    );
    expect(res.status).toBe(418);
    expect(res.headers.get('x-request-id')).toBe('r1');
    expect(await res.json()).toEqual({ echo: '{"a":"中"}' });
    const last = seen.at(-1)!;
    expect(last.method).toBe('POST');
    expect(last.headers.authorization).toBe('Bearer t');
    expect(last.headers['content-length']).toBe(String(Buffer.byteLength('{"a":"中"}')));
  });

  it('returns a null body for 204', async () => {
    const res = await send(new Request(`${base}/empty`));
    expect(res.status).toBe(204);
    expect(res.body).toBe(null);
  });

  it('streams a body and stops when the signal aborts', async () => {
    const controller = new AbortController();
    const res = await send(new Request(`${base}/stream`, { signal: controller.signal }));
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('data: one\n\n');
    controller.abort();
    await expect(reader.read()).rejects.toThrow();
  });

  it('rejects when nothing listens', async () => {
    await expect(send(new Request('http://127.0.0.1:1/'))).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    });
  });
});
