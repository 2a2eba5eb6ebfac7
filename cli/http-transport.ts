import {
  Agent as HttpAgent,
  request as httpRequest,
  type IncomingMessage,
  type RequestOptions,
} from 'node:http';
import type { Agent as HttpsAgent } from 'node:https';
import { Readable } from 'node:stream';
import type { FetchLike, PlainTransport } from '#core/api';
import { connectTunnel, proxyError, proxyFor } from './proxy.ts';

/** node:http, or node:https loaded on first use (TLS is a noticeable part of a cold start). */
function createSenders() {
  const httpAgent = new HttpAgent({ keepAlive: true });
  let httpsAgent: HttpsAgent | undefined;
  return async (url: URL): Promise<{ send: typeof httpRequest; agent: HttpAgent }> => {
    if (url.protocol !== 'https:') return { send: httpRequest, agent: httpAgent };
    const https = await import('node:https');
    httpsAgent ??= new https.Agent({ keepAlive: true });
    return { send: https.request, agent: httpsAgent };
  };
}

const NULL_BODY_STATUS = new Set([101, 204, 205, 304]);

function toHeaders(message: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(message.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, value);
  }
  return headers;
}

/**
 * The API client's transport over node:http. The global fetch would do, but its first request
 * compiles undici's WebAssembly HTTP parser, a fixed cost on every short-lived `qy` run (see
 * bench/cli). Streaming bodies (the SSE log tail) and abort signals behave as with fetch.
 * HTTPS_PROXY / HTTP_PROXY / NO_PROXY (and lower-case forms) in `vars` are honoured (cli/proxy.ts).
 */
export function createNodeTransport(vars: Record<string, string | undefined> = {}): FetchLike {
  const httpAgent = new HttpAgent({ keepAlive: true });
  let httpsAgent: HttpsAgent | undefined;
  return async (request) => {
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const headers: Record<string, string> = Object.fromEntries(request.headers);
    if (body) headers['content-length'] = String(body.length);
    const proxy = proxyFor(url, vars);
    let send = httpRequest;
    let target: URL | string = url;
    let options: RequestOptions = { method: request.method, headers, signal: request.signal };
    if (proxy && url.protocol === 'http:') {
      // Plain http through a proxy: the request goes to the proxy in absolute form.
      if (proxy.url.protocol === 'https:') send = (await import('node:https')).request;
      target = proxy.url.origin;
      options = { ...options, path: url.href, headers: { ...headers, host: url.host } };
      if (proxy.authorization)
        options.headers = { ...options.headers, 'proxy-authorization': proxy.authorization };
    } else if (proxy) {
      // https through a proxy: TLS with the server inside a CONNECT tunnel.
      const [https, tls] = await Promise.all([import('node:https'), import('node:tls')]);
      const socket = await connectTunnel(proxy, url.hostname, url.port || '443', request.signal);
      send = https.request;
      options = {
        ...options,
        createConnection: () => tls.connect({ socket, servername: url.hostname }),
      } as RequestOptions;
    } else if (url.protocol === 'https:') {
      // TLS is loaded only for https servers: it is a noticeable part of a cold start.
      const https = await import('node:https');
      httpsAgent ??= new https.Agent({ keepAlive: true });
      send = https.request;
      options.agent = httpsAgent;
    } else {
      options.agent = httpAgent;
    }
    return new Promise<Response>((resolve, reject) => {
      const outgoing = send(target, options, (incoming) => {
        const status = incoming.statusCode ?? 0;
        const empty = NULL_BODY_STATUS.has(status) || request.method === 'HEAD';
        if (empty) incoming.resume();
        resolve(
          new Response(empty ? null : (Readable.toWeb(incoming) as ReadableStream<Uint8Array>), {
            status,
            statusText: incoming.statusMessage ?? '',
            headers: toHeaders(incoming),
          }),
        );
      });
      outgoing.on('error', (error: NodeJS.ErrnoException) =>
        reject(
          proxy && url.protocol === 'http:' && error.syscall === 'connect'
            ? proxyError(error, proxy.url)
            : error,
        ),
      );
      outgoing.end(body);
    });
  };
}

/**
 * The decoded calls' transport (core's PlainTransport) over node:http: the answer is read whole as
 * text, and no Request/Response/Headers object is made, so a plain `qy … list` never loads undici.
 */
export function createPlainNodeTransport(
  vars: Record<string, string | undefined> = {},
): PlainTransport {
  const senderFor = createSenders();
  let viaProxy: FetchLike | undefined;
  return async (request) => {
    const url = new URL(request.url);
    if (proxyFor(url, vars)) {
      // Through a proxy: the full transport (tunnels, proxy credentials, proxy errors).
      viaProxy ??= createNodeTransport(vars);
      const { method, headers, body, signal } = request;
      // Wrapped as fetch wraps its failures, so the proxy's own error stays the named cause.
      let response: Response;
      try {
        response = await viaProxy(new Request(url, { method, headers, body, signal }));
      } catch (error) {
        throw new Error('fetch failed', { cause: error });
      }
      const text = await response.text();
      return {
        status: response.status,
        header: (name) => response.headers.get(name) ?? undefined,
        text,
      };
    }
    const body = request.body === undefined ? undefined : Buffer.from(request.body);
    const headers = { ...request.headers };
    if (body) headers['content-length'] = String(body.length);
    const { send, agent } = await senderFor(url);
    return new Promise((resolve, reject) => {
      const outgoing = send(
        url,
        { method: request.method, headers, signal: request.signal, agent },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('end', () => {
            resolve({
              status: incoming.statusCode ?? 0,
              header: (name) => {
                const value = incoming.headers[name.toLowerCase()];
                return Array.isArray(value) ? value.join(', ') : value;
              },
              text: Buffer.concat(chunks).toString('utf8'),
            });
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  };
}
