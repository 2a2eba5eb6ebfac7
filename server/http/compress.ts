/**
 * Compresses large API answers for clients that accept it: JSON bodies of at least 1 KB (brotli at
 * a fast level, else gzip) and streamed CSV exports (gzip as it streams, so memory stays flat).
 * Small JSON goes as it is (compressing costs more than it saves); event streams and anything
 * already encoded are left alone. `Vary: Accept-Encoding` goes on every answer it considers.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { promisify } from 'node:util';
import { Duplex } from 'node:stream';
import {
  brotliCompress,
  brotliCompressSync,
  constants,
  createGzip,
  gzip,
  gzipSync,
} from 'node:zlib';
import { acceptedEncodings } from './static-files.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Below this many bytes a JSON body goes uncompressed. */
const COMPRESS_MIN_BYTES = 1024;
/**
 * Up to this many bytes a JSON body is compressed in one synchronous call (a list page of ~9 KB:
 * 0.15 ms, less than half of what the stream-based asynchronous call costs); larger ones on the
 * thread pool, so a big answer never holds up the event loop.
 */
const COMPRESS_SYNC_MAX_BYTES = 64 * 1024;

/**
 * Fast levels for answers made per request: on a 9 KB list page brotli 3 takes about half the time
 * of brotli 4 for 3 % more bytes, gzip 3 half of gzip's default 6 for 8 % more.
 */
const BROTLI_QUALITY = 3;
const GZIP_LEVEL = 3;
/**
 * A streamed CSV export is gzipped at the fastest level: on settlement rows gzip 1 takes about a
 * third of the default 6's time (1.0 against 2.6 µs a row) and its reader's inflate no longer,
 * for a body 17 % larger (19.4 % of the text against 16.6 %); gzip 3 is slower than 1 and hardly
 * smaller. The export is CPU-bound on the server, not on the wire.
 */
const CSV_GZIP_LEVEL = 1;

const JSON_TYPE = /^application\/json/i;
const CSV_TYPE = /^text\/csv/i;

function addVary(headers: Headers): void {
  const vary = headers.get('vary');
  if (!vary) headers.set('vary', 'Accept-Encoding');
  else if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary) && vary !== '*')
    headers.set('vary', `${vary}, Accept-Encoding`);
}

/** Answers already encoded by jsonAnswer: the middleware leaves them as they are. */
const answered = new WeakSet<Response>();

/** Brotli at a fast level when accepted, else gzip; null when neither is or the body is small. */
async function encodeJson(
  body: Buffer,
  accepted: Set<string>,
): Promise<{ out: Buffer; encoding: 'br' | 'gzip' | null }> {
  if (body.length < COMPRESS_MIN_BYTES) return { out: body, encoding: null };
  const sync = body.length <= COMPRESS_SYNC_MAX_BYTES;
  if (accepted.has('br')) {
    const options = {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    };
    const out = sync ? brotliCompressSync(body, options) : await brotli(body, options);
    return { out, encoding: 'br' };
  }
  if (accepted.has('gzip')) {
    const options = { level: GZIP_LEVEL };
    return { out: sync ? gzipSync(body, options) : await gz(body, options), encoding: 'gzip' };
  }
  return { out: body, encoding: null };
}

/**
 * A JSON answer, compressed here by the rules above. It is built once with its final body: the
 * middleware does not read it back (reading a body turns @hono/node-server's lightweight Response
 * into a full one and streams it, which costs more than the rest of a small list request).
 */
export async function jsonAnswer(c: Context, value: unknown): Promise<Response> {
  const text = JSON.stringify(value);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    vary: 'Accept-Encoding',
  };
  let body: string | Uint8Array<ArrayBuffer> = text;
  // n UTF-16 units are n to 3n UTF-8 bytes: the bytes are counted only when that decides.
  const large =
    text.length >= COMPRESS_MIN_BYTES ||
    (text.length * 3 >= COMPRESS_MIN_BYTES && Buffer.byteLength(text) >= COMPRESS_MIN_BYTES);
  const accepted = large ? acceptedEncodings(c.req.header('accept-encoding')) : null;
  if (accepted && (accepted.has('br') || accepted.has('gzip'))) {
    const { out, encoding } = await encodeJson(Buffer.from(text), accepted);
    if (encoding) {
      body = new Uint8Array(out.buffer as ArrayBuffer, out.byteOffset, out.length);
      headers['content-encoding'] = encoding;
      headers['content-length'] = String(out.length);
    }
  }
  const res = c.body(body, 200, headers);
  answered.add(res);
  return res;
}

export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (answered.has(res)) return;
    const type = res.headers.get('content-type') ?? '';
    const isJson = JSON_TYPE.test(type);
    const isCsv = CSV_TYPE.test(type);
    if ((!isJson && !isCsv) || !res.body || c.req.method === 'HEAD') return;
    if (res.headers.has('content-encoding') || res.status === 204 || res.status === 304) return;
    addVary(res.headers);
    const accepted = acceptedEncodings(c.req.header('accept-encoding'));
    if (isCsv) {
      if (!accepted.has('gzip')) return;
      const gzipped = Duplex.toWeb(createGzip({ level: CSV_GZIP_LEVEL })) as ReadableWritablePair<
        Uint8Array,
        Uint8Array
      >;
      c.res = new Response(res.body.pipeThrough(gzipped), res);
      c.res.headers.delete('content-length');
      c.res.headers.set('content-encoding', 'gzip');
      return;
    }
    if (!accepted.has('br') && !accepted.has('gzip')) return;
    const { out, encoding } = await encodeJson(Buffer.from(await res.arrayBuffer()), accepted);
    c.res = new Response(new Uint8Array(out), res);
    c.res.headers.set('content-length', String(out.length));
    if (encoding) c.res.headers.set('content-encoding', encoding);
  };
}
