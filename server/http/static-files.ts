import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

async function fileResponse(path: string, cache: string, method: string): Promise<Response | null> {
  try {
    const info = await stat(path);
    if (!info.isFile()) return null;
    const headers = {
      'content-type': TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
      'content-length': String(info.size),
      'cache-control': cache,
    };
    if (method === 'HEAD') return new Response(null, { headers });
    const body = Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>;
    return new Response(body, { headers });
  } catch {
    return null;
  }
}

/**
 * Serves the built console: a file under `root` when it exists, else index.html for page routes
 * (the console's router takes over). Paths that would leave `root` are refused. Returns null to let
 * the caller answer 404 (e.g. a missing asset with an extension).
 */
export async function serveConsole(
  root: string,
  pathname: string,
  method: string,
): Promise<Response | null> {
  const base = resolve(root);
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const target = resolve(join(base, decoded));
  if (target !== base && !target.startsWith(base + sep)) return null;
  // Hashed bundle names can be cached for a long time; index.html never.
  const immutable = /\.[0-9a-z]{8,}\.(js|css|mjs)$/i.test(target) || decoded.startsWith('/assets/');
  const direct = await fileResponse(
    target,
    immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    method,
  );
  if (direct) return direct;
  if (extname(decoded)) return null;
  return fileResponse(join(base, 'index.html'), 'no-cache', method);
}
