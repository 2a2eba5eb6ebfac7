import type { FetchLike } from '#core/api';

type Env = Record<string, string | undefined>;

/** The proxies of qy's environment, as undici's EnvHttpProxyAgent takes them. */
export interface ProxySettings {
  httpProxy?: string;
  httpsProxy?: string;
  noProxy?: string;
}

/** A proxy may be given without a scheme (`p:3128`), as curl takes it: http then. */
const withScheme = (proxy: string | undefined) =>
  !proxy || /^[a-z][a-z\d+.-]*:\/\//i.test(proxy) ? proxy : `http://${proxy}`;

const first = (env: Env, names: string[]) => names.map((n) => env[n]).find((v) => v);

/**
 * HTTP_PROXY / HTTPS_PROXY / NO_PROXY (upper or lower case, ALL_PROXY as the fallback of both)
 * read from `env`, the CLI's environment (tests pass their own): undefined when no proxy is set,
 * so a run without one never loads undici's proxy agent.
 */
export function proxySettings(env: Env): ProxySettings | undefined {
  const all = first(env, ['ALL_PROXY', 'all_proxy']);
  const httpProxy = withScheme(first(env, ['HTTP_PROXY', 'http_proxy']) ?? all);
  const httpsProxy = withScheme(first(env, ['HTTPS_PROXY', 'https_proxy']) ?? all);
  if (!httpProxy && !httpsProxy) return undefined;
  const noProxy = first(env, ['NO_PROXY', 'no_proxy']);
  return {
    ...(httpProxy ? { httpProxy } : {}),
    ...(httpsProxy ? { httpsProxy } : {}),
    ...(noProxy ? { noProxy } : {}),
  };
}

/** `host:port` of a proxy URL (scheme optional, http by default) and its port as a string. */
function proxyAddress(proxy: string): { host: string; port: string } {
  const url = new URL(proxy);
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return { host: `${url.hostname}:${port}`, port };
}

/**
 * The API client's transport through undici's EnvHttpProxyAgent (CONNECT tunnels for https,
 * absolute-form requests for http, proxy credentials from the URL, NO_PROXY). A connection refused
 * at the proxy's port names the proxy (cli/network-cause.ts reads `proxy`).
 */
export async function createProxyFetch(settings: ProxySettings): Promise<FetchLike> {
  const undici = await import('undici');
  // proxyTunnel false: plain http goes to the proxy in absolute form (the proxy may log or cache
  // it, as curl does); https is always tunnelled with CONNECT, so the proxy sees no request.
  const dispatcher = new undici.EnvHttpProxyAgent({ ...settings, proxyTunnel: false });
  return async (request) => {
    const proxy = request.url.startsWith('https:') ? settings.httpsProxy : settings.httpProxy;
    try {
      const response = await undici.fetch(request.url, {
        method: request.method,
        headers: [...request.headers],
        // The API's request bodies are small JSON or form text: read whole, no streaming upload.
        body: request.body ? new Uint8Array(await request.arrayBuffer()) : undefined,
        signal: request.signal,
        dispatcher,
      });
      return response as unknown as Response;
    } catch (error) {
      const cause = (error as { cause?: { syscall?: string; port?: number } }).cause;
      if (proxy && cause?.syscall === 'connect') {
        const address = proxyAddress(proxy);
        if (String(cause.port) === address.port)
          Object.assign(error as object, { proxy: address.host });
      }
      throw error;
    }
  };
}
