import type { MiddlewareHandler } from 'hono';
// A named import: esbuild inlines this one field into dist/server, not the whole package.json.
import { version } from '../../package.json';

/** The header qy compares its own major version with (cli/server-version.ts reads it). */
const VERSION_HEADER = 'X-QY-Version';

/** Every answer names the server's version, errors included, so any first call can warn. */
export function versionHeader(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.res.headers.set(VERSION_HEADER, version);
  };
}
