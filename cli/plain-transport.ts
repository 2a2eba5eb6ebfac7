import type { Agent as HttpAgent } from 'node:http';
import type { Agent as HttpsAgent } from 'node:https';
import type { PlainTransport } from '#core/api';

// Taken from the process, not imported: an ES import of node:http builds its whole namespace,
// and its WebSocket / MessageEvent getters then load undici (~30 ms of CPU), which this transport
// exists to avoid.
const http = () => process.getBuiltinModule('node:http');
const https = () => process.getBuiltinModule('node:https');

/**
 * The decoded calls' transport (core's PlainTransport) over node:http: the answer is read whole as
 * text, and no Request/Response/Headers object is made, so a `qy … list` never loads undici: its
 * first fetch costs every short-lived run ~30 ms of CPU (compiling its WebAssembly HTTP parser), and
 * its web streams made `--all` over a million rows peak ~100 MB higher (`npm run bench:cli --
 * --patches` prints both figures; docs/CLI.md). Streams (CSV export, the log tail) and every call
 * through a proxy go through fetch (undici's EnvHttpProxyAgent: cli/proxy-fetch.ts).
 */
export function createPlainTransport(): PlainTransport {
  let httpAgent: HttpAgent | undefined;
  let httpsAgent: HttpsAgent | undefined;
  return async (request) => {
    const url = new URL(request.url);
    let send = http().request;
    let agent: HttpAgent;
    if (url.protocol === 'https:') {
      // TLS is loaded only for https servers: it is a noticeable part of a cold start.
      httpsAgent ??= new (https().Agent)({ keepAlive: true });
      send = https().request;
      agent = httpsAgent;
    } else agent = httpAgent ??= new (http().Agent)({ keepAlive: true });
    const body = request.body === undefined ? undefined : Buffer.from(request.body);
    const headers = { ...request.headers };
    if (body) headers['content-length'] = String(body.length);
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
