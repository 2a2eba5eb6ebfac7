/**
 * The FCP floor of bench/web/run.ts: a one-line page served over HTTP on loopback with the
 * response headers the console's server gives /login (its security headers included), so the
 * floor pays what /login pays to arrive and differs from it only in the page.
 *
 * Why not a `data:` URL, as before: it skips the request and, with it, the headers. The server's
 * `Cross-Origin-Opener-Policy: same-origin` makes Chromium put the page in a new browsing context
 * group, with a new renderer process. Measured on this 2-core machine (median of 7 each, one run):
 * the one-line page painted at 124–136 ms from a data: URL or plain HTTP, at 348 ms over HTTP
 * with that header alone, and at 352–384 ms served by the console's server.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FLOOR_HTML = '<!doctype html><title>floor</title><p>floor</p>';

/** Headers that describe the body or the connection, not the page's policy. */
const NOT_COPIED = new Set([
  'content-length',
  'content-type',
  'content-encoding',
  'etag',
  'last-modified',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'vary',
]);

/** Serves FLOOR_HTML with the policy headers of `like` (the console's answer to /login). */
export async function startFloorPage(
  like: Headers,
): Promise<{ url: string; close(): Promise<void> }> {
  const copied: Record<string, string> = {};
  like.forEach((value, name) => {
    if (!NOT_COPIED.has(name)) copied[name] = value;
  });
  const server = createServer((_req, res) => {
    res.writeHead(200, { ...copied, 'content-type': 'text/html; charset=utf-8' });
    res.end(FLOOR_HTML);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
