import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import type { Agent as HttpsAgent } from 'node:https';
import { Readable } from 'node:stream';
import type { FetchLike } from '#core/api';

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
 */
export function createNodeTransport(): FetchLike {
  const httpAgent = new HttpAgent({ keepAlive: true });
  let httpsAgent: HttpsAgent | undefined;
  return async (request) => {
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const headers: Record<string, string> = Object.fromEntries(request.headers);
    if (body) headers['content-length'] = String(body.length);
    let send = httpRequest;
    let agent: HttpAgent = httpAgent;
    if (url.protocol === 'https:') {
      // TLS is loaded only for https servers: it is a noticeable part of a cold start.
      const https = await import('node:https');
      httpsAgent ??= new https.Agent({ keepAlive: true });
      send = https.request;
      agent = httpsAgent;
    }
    return new Promise<Response>((resolve, reject) => {
      const outgoing = send(
        url,
        { method: request.method, headers, signal: request.signal, agent },
        (incoming) => {
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
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  };
}
