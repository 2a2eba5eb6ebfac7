import type { MiddlewareHandler } from 'hono';
// Bundled into dist/server by esbuild (the JSON is inlined), read as is under tsx.
import packageJson from '../../package.json' with { type: 'json' };

/** The header qy compares its own major version with (cli/server-version.ts reads it). */
const VERSION_HEADER = 'X-QY-Version';

/** Every answer names the server's version, errors included, so any first call can warn. */
export function versionHeader(): MiddlewareHandler {
  const { version } = packageJson;
  return async (c, next) => {
    await next();
    c.res.headers.set(VERSION_HEADER, version);
  };
}
