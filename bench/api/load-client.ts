/**
 * The load generator of bench/api. Every call does what a browser does with an answer: ask for
 * gzip, read the whole body, decompress it and, for an API answer, parse the JSON and check its
 * envelope code. Two HTTP clients:
 *
 * - 'fetch': undici's fetch (web streams; its decompression is a zlib stream per answer);
 * - 'http': node:http on kept-alive sockets with the same request headers, the body decompressed
 *   in one call — the same work for a fraction of the CPU.
 *
 * measure.ts runs it in the bench's own process (BENCH_CLIENT=inline, the measure the targets were
 * set against) or forks this file as a child process (BENCH_CLIENT=fetch|http): a real client never
 * shares the server's thread, and the CPU each side spends per request is then counted apart.
 */
import { Agent, get } from 'node:http';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

export type ClientKind = 'fetch' | 'http';

export interface LoadOrder {
  client: ClientKind;
  url: string;
  headers: Record<string, string>;
  /** 'api': parse the JSON body and require code 200000; 'raw': require HTTP 200. */
  check: 'api' | 'raw';
  connections: number;
  seconds: number;
}

export interface LoadReport {
  samples: number[];
  /** user + system microseconds of the client's process during the run. */
  cpuMicros: number;
  /** The first failed call, if any (that connection stops). */
  error?: string;
}

/** What undici's fetch sends, so both clients get the same answer (gzip, zh-CN messages). */
const FETCH_HEADERS = {
  accept: '*/*',
  'accept-language': '*',
  'accept-encoding': 'gzip, deflate',
  'user-agent': 'node',
};

const agent = new Agent({ keepAlive: true, maxSockets: Infinity });

function decoded(body: Buffer, encoding: string | undefined): Buffer {
  if (!encoding) return body;
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  if (encoding === 'br') return brotliDecompressSync(body);
  throw new Error(`unexpected content-encoding ${encoding}`);
}

function checked(order: LoadOrder, status: number, text: () => string): void {
  if (order.check === 'raw') {
    if (status !== 200) throw new Error(`${order.url}: HTTP ${status}`);
    return;
  }
  const answer = JSON.parse(text()) as { code: number };
  if (answer.code !== 200000) throw new Error(`${order.url}: ${text().slice(0, 300)}`);
}

async function viaFetch(order: LoadOrder): Promise<void> {
  const res = await fetch(order.url, { headers: order.headers });
  const text = await res.text();
  checked(order, res.status, () => text);
}

function viaHttp(order: LoadOrder): Promise<void> {
  return new Promise((resolve, reject) => {
    const headers = { ...FETCH_HEADERS, ...order.headers };
    const req = get(order.url, { agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        try {
          const body = decoded(Buffer.concat(chunks), res.headers['content-encoding']);
          checked(order, res.statusCode ?? 0, () => body.toString('utf8'));
          resolve();
        } catch (e) {
          reject(e instanceof Error ? e : new Error(String(e)));
        }
      });
    });
    req.on('error', reject);
  });
}

/** `connections` loops calling the URL for `seconds`; the latency of every completed call. */
export async function runLoad(order: LoadOrder): Promise<LoadReport> {
  const call = order.client === 'http' ? viaHttp : viaFetch;
  const samples: number[] = [];
  let error: string | undefined;
  const before = process.cpuUsage();
  const deadline = performance.now() + order.seconds * 1000;
  await Promise.all(
    Array.from({ length: order.connections }, async () => {
      while (performance.now() < deadline && !error) {
        const started = performance.now();
        try {
          await call(order);
        } catch (e) {
          error ??= e instanceof Error ? e.message : String(e);
          return;
        }
        samples.push(performance.now() - started);
      }
    }),
  );
  const used = process.cpuUsage(before);
  return { samples, cpuMicros: used.user + used.system, error };
}

// Forked by measure.ts: one order per message, answered with its report.
if (process.send && process.argv[1] === fileURLToPath(import.meta.url)) {
  process.on('message', (order: LoadOrder) => {
    void runLoad(order).then((report) => process.send?.(report));
  });
  process.on('disconnect', () => process.exit(0));
}
