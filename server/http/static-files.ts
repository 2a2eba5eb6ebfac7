import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { parseAccept } from 'hono/utils/accept';

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

/** Types the build stores .br / .gz copies of (tools/precompress.ts). */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Encodings of precompressed copies, best first, with their file suffix. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** The encodings the client accepts (q > 0), from its Accept-Encoding header. */
export function acceptedEncodings(header: string | null | undefined): Set<string> {
  const accepted = new Set<string>();
  if (!header) return accepted;
  const entries = parseAccept(header);
  const wildcard = entries.find((e) => e.type === '*');
  for (const { name } of ENCODINGS) {
    const explicit = entries.find((e) => e.type.toLowerCase() === name);
    const q = explicit ? explicit.q : (wildcard?.q ?? 0);
    if (q > 0) accepted.add(name);
  }
  return accepted;
}

const statFile = (path: string): Promise<Stats | null> =>
  stat(path).then(
    (s) => (s.isFile() ? s : null),
    () => null,
  );

/** A validator that changes whenever the file is rebuilt (size and modification time). */
const etagOf = (info: Stats) =>
  `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;

function notModified(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .includes(etag);
}

async function fileResponse(
  path: string,
  cache: string,
  method: string,
  headers: Headers,
): Promise<Response | null> {
  const info = await statFile(path);
  if (!info) return null;
  const ext = extname(path).toLowerCase();
  const etag = etagOf(info);
  const out: Record<string, string> = {
    'content-type': TYPES[ext] ?? 'application/octet-stream',
    'cache-control': cache,
    etag,
  };
  const compressible = COMPRESSIBLE.has(ext);
  if (compressible) out.vary = 'Accept-Encoding';
  if (notModified(headers.get('if-none-match'), etag))
    return new Response(null, { status: 304, headers: out });

  let body = path;
  let size = info.size;
  if (compressible) {
    const accepted = acceptedEncodings(headers.get('accept-encoding'));
    for (const encoding of ENCODINGS) {
      if (!accepted.has(encoding.name)) continue;
      const copy = await statFile(path + encoding.suffix);
      if (!copy) continue;
      body = path + encoding.suffix;
      size = copy.size;
      out['content-encoding'] = encoding.name;
      break;
    }
  }
  out['content-length'] = String(size);
  if (method === 'HEAD') return new Response(null, { headers: out });
  const stream = Readable.toWeb(createReadStream(body)) as ReadableStream<Uint8Array>;
  return new Response(stream, { headers: out });
}

/**
 * Serves the built console: a file under `root` when it exists, else index.html for page routes
 * (the console's router takes over). Paths that would leave `root` are refused. Returns null to let
 * the caller answer 404 (e.g. a missing asset with an extension).
 *
 * `root` is resolved on every request, not once: dist/web is a link a build switches atomically
 * (tools/dist.ts), and the next request sees the new build. Text files go as the build's brotli or
 * gzip copy when the client accepts it (`Vary: Accept-Encoding`); hashed assets are cached for good,
 * everything else is revalidated with its ETag (304 on a matching If-None-Match).
 */
export async function serveConsole(
  root: string,
  pathname: string,
  method: string,
  headers: Headers = new Headers(),
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
  // Precompressed copies are chosen by negotiation, never asked for by name.
  if (/\.(br|gz)$/i.test(target)) return null;
  // Hashed bundle names (everything under /assets) can be cached for good; index.html never.
  const immutable = /\.[0-9a-z]{8,}\.(js|css|mjs)$/i.test(target) || decoded.startsWith('/assets/');
  const direct = await fileResponse(target, immutable ? IMMUTABLE : REVALIDATE, method, headers);
  if (direct) return direct;
  if (extname(decoded)) return null;
  return fileResponse(join(base, 'index.html'), REVALIDATE, method, headers);
}
