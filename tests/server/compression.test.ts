/**
 * Transfer: the built console's precompressed copies chosen by Accept-Encoding, caching headers and
 * ETag revalidation (server/http/static-files.ts), and compression of large JSON and CSV answers
 * (server/http/compress.ts).
 */
import { Hono } from 'hono';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { compressResponses } from '../../server/http/compress.ts';
import { csvLine, csvResponse } from '../../server/http/csv.ts';
import { acceptedEncodings, serveConsole } from '../../server/http/static-files.ts';
import { precompress } from '../../tools/precompress.ts';

const BIG_JS = `export const rows = [${Array.from({ length: 2000 }, (_, i) => `{id:${i},name:"row ${i}"}`).join(',')}];\n`;
const HTML = `<!doctype html><html><head><title>QY</title></head><body>${'<p>console</p>'.repeat(100)}</body></html>`;

let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'qy-static-'));
  await mkdir(join(root, 'assets/chunks'), { recursive: true });
  await writeFile(join(root, 'index.html'), HTML);
  await writeFile(join(root, 'assets/app-ABCDEFGH.js'), BIG_JS);
  await writeFile(join(root, 'assets/chunks/tiny-ABCDEFGH.js'), 'export {};\n');
  await writeFile(join(root, 'logo.png'), Buffer.alloc(2048, 7));
  await precompress(root);
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  serveConsole(root, path, method, new Headers(headers)).then((r) => {
    if (!r) throw new Error(`no response for ${path}`);
    return r;
  });

describe('acceptedEncodings', () => {
  it.each([
    ['gzip, deflate, br', ['br', 'gzip']],
    ['gzip', ['gzip']],
    ['br;q=0, gzip;q=0.5', ['gzip']],
    ['*', ['br', 'gzip']],
    ['*;q=0, br', ['br']],
    ['identity', []],
    ['', []],
  ])('%j → %j', (header, expected) => {
    expect([...acceptedEncodings(header)].sort()).toEqual([...expected].sort());
  });
});

describe('the built console', () => {
  it('writes brotli and gzip copies of text files at build, not of small or binary ones', async () => {
    const js = await readFile(join(root, 'assets/app-ABCDEFGH.js'));
    expect(brotliDecompressSync(await readFile(join(root, 'assets/app-ABCDEFGH.js.br')))).toEqual(
      js,
    );
    expect(gunzipSync(await readFile(join(root, 'assets/app-ABCDEFGH.js.gz')))).toEqual(js);
    await expect(readFile(join(root, 'assets/chunks/tiny-ABCDEFGH.js.br'))).rejects.toThrow();
    await expect(readFile(join(root, 'logo.png.gz'))).rejects.toThrow();
  });

  it('sends the brotli copy when accepted, gzip otherwise, the file itself to others', async () => {
    const br = await get('/assets/app-ABCDEFGH.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(brBytes.length);
    expect(brBytes.length).toBeLessThan(BIG_JS.length / 4);
    expect(brotliDecompressSync(brBytes).toString()).toBe(BIG_JS);

    const gz = await get('/assets/app-ABCDEFGH.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(BIG_JS);

    const plain = await get('/assets/app-ABCDEFGH.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(BIG_JS);
    expect(plain.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('marks hashed assets immutable and revalidates index.html with its ETag', async () => {
    const asset = await get('/assets/app-ABCDEFGH.js', { 'accept-encoding': 'br' });
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const page = await get('/settlements', { 'accept-encoding': 'br' });
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await page.arrayBuffer())).toString()).toBe(HTML);
    const etag = page.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);

    const again = await get('/', { 'if-none-match': etag!, 'accept-encoding': 'br' });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    const weak = await get('/login', { 'if-none-match': `W/${etag}` });
    expect(weak.status).toBe(304);

    const changed = await get('/', { 'if-none-match': '"0-0"' });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe(HTML);
  });

  it('answers HEAD with the headers of the chosen copy and no body', async () => {
    const head = await get('/assets/app-ABCDEFGH.js', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.headers.get('content-encoding')).toBe('gzip');
    const size = (await readFile(join(root, 'assets/app-ABCDEFGH.js.gz'))).length;
    expect(head.headers.get('content-length')).toBe(String(size));
    expect(await head.text()).toBe('');
  });

  it('never serves the compressed copies by name, nor files outside the root', async () => {
    expect(await serveConsole(root, '/assets/app-ABCDEFGH.js.br', 'GET')).toBeNull();
    expect(await serveConsole(root, '/index.html.gz', 'GET')).toBeNull();
    expect(await serveConsole(root, '/../../etc/passwd', 'GET')).toBeNull();
    expect(await serveConsole(root, '/assets/missing-ABCDEFGH.js', 'GET')).toBeNull();
  });

  it('sends binary files as they are, without Vary', async () => {
    const png = await get('/logo.png', { 'accept-encoding': 'br, gzip' });
    expect(png.headers.get('content-encoding')).toBeNull();
    expect(png.headers.get('vary')).toBeNull();
    expect(png.headers.get('content-type')).toBe('image/png');
  });
});

describe('API answers', () => {
  const bigList = Array.from({ length: 500 }, (_, i) => ({
    id: i,
    name: `商户 ${i}`,
    amount: i * 100,
  }));
  const app = new Hono();
  app.use('/api/*', compressResponses());
  app.get('/api/list', (c) => c.json({ code: 200000, data: bigList }));
  app.get('/api/small', (c) => c.json({ status: 'ok' }));
  app.get('/api/csv', () =>
    csvResponse(
      'list.csv',
      ['id', 'name'],
      (async function* () {
        for (let i = 0; i < 20_000; i++) yield csvLine([i, `名称${i}`]);
      })(),
    ),
  );
  // 1,000 chunks of 1,000 lines: counts what was made and whether the producer was closed.
  const lazy = { produced: 0, closed: false };
  app.get('/api/csv-lazy', () =>
    csvResponse(
      'lazy.csv',
      ['id', 'name'],
      (async function* () {
        try {
          for (let chunk = 0; chunk < 1_000; chunk++) {
            lazy.produced++;
            let text = '';
            for (let i = 0; i < 1_000; i++) text += csvLine([chunk * 1_000 + i, `名称${i}`]);
            yield text;
          }
        } finally {
          lazy.closed = true;
        }
      })(),
    ),
  );
  app.get(
    '/api/events',
    () =>
      new Response('data: ' + 'x'.repeat(4000) + '\n\n', {
        headers: { 'content-type': 'text/event-stream' },
      }),
  );

  it('compresses large JSON with brotli when accepted, gzip otherwise', async () => {
    const br = await app.request('/api/list', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    const bytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(bytes.length);
    const json = brotliDecompressSync(bytes).toString();
    expect(JSON.parse(json)).toEqual({ code: 200000, data: bigList });
    expect(bytes.length).toBeLessThan(json.length / 4);

    const gz = await app.request('/api/list', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).data).toEqual(
      bigList,
    );
    expect(gz.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('sends small JSON and clients without Accept-Encoding the plain body', async () => {
    const small = await app.request('/api/small', { headers: { 'accept-encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ status: 'ok' });
    const plain = await app.request('/api/list');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toContain('Accept-Encoding');
    expect(((await plain.json()) as { data: unknown[] }).data).toHaveLength(500);
  });

  it('gzips a streamed CSV export as it streams', async () => {
    const res = await app.request('/api/csv', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-length')).toBeNull();
    expect(res.headers.get('content-disposition')).toContain('list.csv');
    const text = gunzipSync(Buffer.from(await res.arrayBuffer())).toString();
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('\uFEFFid,name');
    expect(lines[20_000]).toBe('19999,名称19999');
  });

  it('gzips a CSV export only as fast as it is read, and stops making it when the reader goes', async () => {
    const res = await app.request('/api/csv-lazy', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(first.value!.length).toBeGreaterThan(0);
    // Until the producer stops (its count the same at ten checks 10 ms apart): with backpressure at
    // what the buffers on the way hold, without it at the whole export.
    let last = -1;
    let same = 0;
    await vi.waitFor(
      () => {
        same = lazy.produced === last ? same + 1 : 0;
        last = lazy.produced;
        if (same < 10) throw new Error(`still producing (${last})`);
      },
      { timeout: 30_000, interval: 10 },
    );
    // What the buffers on the way hold (most of it text waiting for the compressor's 16 KB output
    // buffer to drain: the lines compress about tenfold), not the 1,000 chunks of the whole export.
    expect(lazy.produced).toBeLessThan(100);
    await reader.cancel();
    await vi.waitFor(() => expect(lazy.closed).toBe(true));
    expect(lazy.produced).toBeLessThan(100);
  });

  it('leaves event streams alone', async () => {
    const res = await app.request('/api/events', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toMatch(/^data: x+\n\n$/);
  });
});
