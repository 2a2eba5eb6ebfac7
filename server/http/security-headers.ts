import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_BASE, type HonoEnv } from './hono-env.ts';
import type { TrustProxy } from './trust-proxy.ts';

/**
 * CSP hashes of the inline scripts of the built console's index.html (its pre-paint theme switch),
 * so exactly those scripts run and no other inline script can.
 */
export function inlineScriptHashes(staticDir: string | undefined): string[] {
  if (!staticDir) return [];
  let html: string;
  try {
    html = readFileSync(join(staticDir, 'index.html'), 'utf8');
  } catch {
    return [];
  }
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    hashes.push(`'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * Security headers on every answer, console and API: a strict Content-Security-Policy (scripts only
 * from this origin, plus the hashed inline theme script; no framing), nosniff, no referrer, a
 * Permissions-Policy that turns off device APIs, and Strict-Transport-Security only when the
 * request reached a trusted proxy over HTTPS (TRUST_PROXY and X-Forwarded-Proto: https). API
 * answers are never stored by a browser or a shared cache: some carry personal data or a new
 * token's secret.
 */
export function securityHeaders(options: {
  trustProxy: TrustProxy;
  scriptHashes: readonly string[];
}): MiddlewareHandler<HonoEnv> {
  const headers = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...options.scriptHashes],
      // Radix's scroll lock injects a <style> element; styles cannot run code.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'no-referrer',
    strictTransportSecurity: false,
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      fullscreen: ['self'],
    },
  });
  return async (c, next) => {
    await headers(c, next);
    const path = c.req.path;
    if (path === API_BASE || path.startsWith(`${API_BASE}/`))
      c.res.headers.set('Cache-Control', 'no-store');
    const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
    if (options.trustProxy !== false && options.trustProxy !== 0 && proto === 'https') {
      c.res.headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  };
}
