import type { Context } from 'hono';
import { randomUUID } from 'node:crypto';
import type { Locale } from '#core/errors';

/** The caller's request id when it looks sane (a proxy's), else a new one. */
export function requestIdOf(c: Context): string {
  const given = c.req.header('x-request-id');
  return given && /^[A-Za-z0-9._:-]{8,80}$/.test(given) ? given : randomUUID();
}

/** en-US when the first language asked for is English, else the default zh-CN. */
export function localeOf(c: Context): Locale {
  const first = (c.req.header('accept-language') ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en-US' : 'zh-CN';
}

/**
 * The caller's address: the socket peer behind @hono/node-server, or the first X-Forwarded-For entry
 * when the server is told it sits behind a proxy. Without a socket (in-process `app.request` in
 * tests) the header is the only source.
 */
export function ipOf(c: Context, trustProxy = false): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim().slice(0, 64);
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  if (trustProxy && forwarded) return forwarded;
  const socketAddress = env?.incoming?.socket?.remoteAddress;
  if (socketAddress) return socketAddress.replace(/^::ffff:/, '');
  if (env?.incoming) return '';
  return forwarded || '127.0.0.1';
}
