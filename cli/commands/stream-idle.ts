/** The server's heartbeat interval (server/routes/logs/stream.ts); QY_HEARTBEAT_SECONDS overrides. */
const HEARTBEAT_SECONDS = 15;

/** No byte of a live stream for twice the heartbeat interval: the connection is taken as dead. */
export function idleTimeoutMs(env: Record<string, string | undefined>): number {
  const configured = Number(env.QY_HEARTBEAT_SECONDS);
  const seconds = configured > 0 ? configured : HEARTBEAT_SECONDS;
  return Math.round(seconds * 2 * 1000);
}
