import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

/** The proxy a request to `target` goes through, per HTTPS_PROXY / HTTP_PROXY / NO_PROXY. */
export interface ProxyChoice {
  url: URL;
  /** `Proxy-Authorization` for a proxy URL with user:password. */
  authorization: string | undefined;
}

const env = (vars: Record<string, string | undefined>, name: string) =>
  vars[name.toLowerCase()] || vars[name] || undefined;

/**
 * curl's rules: NO_PROXY is a comma list of host names, domains (`.example.com` or
 * `example.com`, both matching sub-domains), IP addresses, optional `:port`, or `*` for all.
 */
export function bypassesProxy(target: URL, noProxy: string | undefined): boolean {
  if (!noProxy) return false;
  const host = target.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const port = target.port || (target.protocol === 'https:' ? '443' : '80');
  for (const raw of noProxy.split(/[\s,]+/)) {
    const entry = raw.trim().toLowerCase();
    if (!entry) continue;
    if (entry === '*') return true;
    const match = /^(.*?)(?::(\d+))?$/.exec(entry.replace(/^\[|\]$/g, ''));
    const name = (match?.[1] ?? entry).replace(/^\*?\./, '');
    if (match?.[2] && match[2] !== port) continue;
    if (host === name || host.endsWith(`.${name}`)) return true;
  }
  return false;
}

/** The proxy for `target` from the environment, or undefined for a direct connection. */
export function proxyFor(
  target: URL,
  vars: Record<string, string | undefined>,
): ProxyChoice | undefined {
  const raw =
    target.protocol === 'https:'
      ? (env(vars, 'HTTPS_PROXY') ?? env(vars, 'ALL_PROXY'))
      : (env(vars, 'HTTP_PROXY') ?? env(vars, 'ALL_PROXY'));
  if (!raw || bypassesProxy(target, env(vars, 'NO_PROXY'))) return undefined;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `http://${raw}`);
  } catch {
    return undefined;
  }
  const authorization =
    url.username || url.password
      ? `Basic ${Buffer.from(`${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`).toString('base64')}`
      : undefined;
  return { url, authorization };
}

/** An error from the proxy itself, so qy can say the proxy (not the server) failed. */
export function proxyError(cause: unknown, proxy: URL, code?: string): Error {
  const error = new Error(`proxy ${proxy.host}: ${code ?? (cause as Error)?.message}`, { cause });
  return Object.assign(error, {
    code: code ?? (cause as { code?: string })?.code ?? 'EPROXY',
    proxy: proxy.host,
  });
}

/**
 * Opens a CONNECT tunnel through `proxy` to `host:port` (for https:// servers); the TLS
 * handshake with the server then runs inside it, so the proxy sees no request or token.
 */
export async function connectTunnel(
  proxy: ProxyChoice,
  host: string,
  port: string,
  signal: AbortSignal | null,
): Promise<Duplex> {
  const { request } = await import(proxy.url.protocol === 'https:' ? 'node:https' : 'node:http');
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { host: `${host}:${port}` };
    if (proxy.authorization) headers['proxy-authorization'] = proxy.authorization;
    const connect = request({
      host: proxy.url.hostname,
      port: proxy.url.port || (proxy.url.protocol === 'https:' ? 443 : 80),
      method: 'CONNECT',
      path: `${host}:${port}`,
      headers,
      ...(signal ? { signal } : {}),
    });
    connect.once('connect', (response: IncomingMessage, socket: Duplex) => {
      if (response.statusCode === 200) resolve(socket);
      else {
        socket.destroy();
        reject(proxyError(undefined, proxy.url, `HTTP ${response.statusCode ?? 0}`));
      }
    });
    connect.once('error', (error: Error) => reject(proxyError(error, proxy.url)));
    connect.end();
  });
}
