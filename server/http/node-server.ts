/**
 * The HTTP/1.1 listener (node:http through @hono/node-server) and its connection timeouts.
 *
 * Behind a reverse proxy or load balancer the server must keep an idle kept-alive connection open
 * longer than the proxy does: otherwise the proxy may send a request on a socket the server is
 * closing at that moment, and the client gets a 502 (the race node's 5 s default invites). So the
 * idle limit is KEEP_ALIVE_TIMEOUT_SECONDS (65 s by default, above the common 60 s of proxies), and
 * the headers timeout sits above it, as node's documentation asks.
 */
import { serve } from '@hono/node-server';
import type { Server, ServerOptions } from 'node:http';

/** The default idle keep-alive limit: above the 60 s idle timeout of common proxies and balancers. */
export const DEFAULT_KEEP_ALIVE_TIMEOUT_SECONDS = 65;

/** Node's default for the time a whole request may take to arrive. */
const NODE_REQUEST_TIMEOUT_MS = 300_000;

type FetchHandler = Parameters<typeof serve>[0]['fetch'];

/** node:http's timeouts for an idle keep-alive limit of `keepAliveSeconds`. */
export function httpServerOptions(keepAliveSeconds: number): ServerOptions {
  const keepAliveTimeout = keepAliveSeconds * 1000;
  // A request's headers may arrive on a connection that was idle up to keepAliveTimeout.
  const headersTimeout = keepAliveTimeout + 1000;
  return {
    keepAliveTimeout,
    headersTimeout,
    // node refuses a request timeout below the headers timeout.
    requestTimeout: Math.max(NODE_REQUEST_TIMEOUT_MS, headersTimeout + 1000),
  };
}

export interface ListenOptions {
  fetch: FetchHandler;
  port: number;
  hostname: string;
  /** Absent = DEFAULT_KEEP_ALIVE_TIMEOUT_SECONDS. */
  keepAliveTimeoutSeconds?: number;
}

/** Starts listening; resolves once the port is bound, rejects with the bind error (EADDRINUSE …). */
export async function startHttpServer(options: ListenOptions): Promise<Server> {
  // Plain HTTP/1.1 (no http2 options), so the server is node:http's.
  const server = serve({
    fetch: options.fetch,
    port: options.port,
    hostname: options.hostname,
    serverOptions: httpServerOptions(
      options.keepAliveTimeoutSeconds ?? DEFAULT_KEEP_ALIVE_TIMEOUT_SECONDS,
    ),
  }) as Server;
  await new Promise<void>((ok, ko) => {
    server.once('listening', ok);
    server.once('error', ko);
  });
  return server;
}
