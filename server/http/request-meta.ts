import type { Context } from 'hono';
import { randomUUID } from 'node:crypto';
import type { Locale } from '#core/errors';
import { clientAddressOf, type TrustProxy } from './trust-proxy.ts';

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
 * The caller's address: the socket peer behind @hono/node-server, or — when the server is told it
 * sits behind proxies (TRUST_PROXY) — the X-Forwarded-For entry the nearest untrusted hop wrote,
 * counted from the right (see clientAddressOf). Without a socket (in-process `app.request` in tests)
 * the header's first entry stands in for the peer.
 */
export function ipOf(c: Context, trustProxy: TrustProxy = false): string {
  const header = c.req.header('x-forwarded-for');
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const socketAddress = env?.incoming?.socket?.remoteAddress?.replace(/^::ffff:/, '');
  if (socketAddress) return clientAddressOf(header, socketAddress, trustProxy).slice(0, 64);
  if (env?.incoming) return '';
  return header?.split(',')[0]?.trim().slice(0, 64) || '127.0.0.1';
}
