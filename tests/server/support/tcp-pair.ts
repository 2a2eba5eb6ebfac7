import type { Socket } from 'node:net';

/**
 * Keeps a proxied connection's two sockets in `sockets` while they are open, and ends both when
 * either fails (the test proxies in front of PostgreSQL).
 */
export function trackPair(sockets: Set<Socket>, client: Socket, upstream: Socket): void {
  for (const s of [client, upstream]) {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => {
      client.destroy();
      upstream.destroy();
    });
  }
}
