/**
 * Compresses large API answers for clients that accept it: JSON bodies of at least 1 KB (brotli at
 * a fast level, else gzip) and streamed CSV exports (gzip as it streams, so memory stays flat).
 * Small JSON goes as it is (compressing costs more than it saves); event streams and anything
 * already encoded are left alone. `Vary: Accept-Encoding` goes on every answer it considers.
 */
import type { MiddlewareHandler } from 'hono';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { acceptedEncodings } from './static-files.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Below this many bytes a JSON body goes uncompressed. */
export const COMPRESS_MIN_BYTES = 1024;

const JSON_TYPE = /^application\/json/i;
const CSV_TYPE = /^text\/csv/i;

function addVary(headers: Headers): void {
  const vary = headers.get('vary');
  if (!vary) headers.set('vary', 'Accept-Encoding');
  else if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary) && vary !== '*')
    headers.set('vary', `${vary}, Accept-Encoding`);
}

export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('content-type') ?? '';
    const isJson = JSON_TYPE.test(type);
    const isCsv = CSV_TYPE.test(type);
    if ((!isJson && !isCsv) || !res.body || c.req.method === 'HEAD') return;
    if (res.headers.has('content-encoding') || res.status === 204 || res.status === 304) return;
    addVary(res.headers);
    const accepted = acceptedEncodings(c.req.header('accept-encoding'));
    if (isCsv) {
      if (!accepted.has('gzip')) return;
      c.res = new Response(res.body.pipeThrough(new CompressionStream('gzip')), res);
      c.res.headers.delete('content-length');
      c.res.headers.set('content-encoding', 'gzip');
      return;
    }
    if (!accepted.has('br') && !accepted.has('gzip')) return;
    const body = Buffer.from(await res.arrayBuffer());
    let encoding: string | null = null;
    let out: Buffer = body;
    if (body.length >= COMPRESS_MIN_BYTES) {
      encoding = accepted.has('br') ? 'br' : 'gzip';
      out =
        encoding === 'br'
          ? await brotli(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 4,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            })
          : await gz(body);
    }
    c.res = new Response(new Uint8Array(out), res);
    c.res.headers.set('content-length', String(out.length));
    if (encoding) c.res.headers.set('content-encoding', encoding);
  };
}
