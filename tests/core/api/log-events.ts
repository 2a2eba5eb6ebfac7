/** System-log entries and their SSE frames, as GET /sys/logs/stream sends them. */
export const entry = (id: number) => ({
  id,
  at: '2026-01-01T00:00:00Z',
  username: 'a',
  ip: '',
  module: 'm',
  action: 'x',
  target: '',
  result: 'success',
  detail: null,
  requestId: `r${id}`,
});

/** One SSE frame carrying `entry(id)` as an event of `type`. */
export const event = (id: number, type = 'log') =>
  `event: ${type}\nid: ${id}\ndata: ${JSON.stringify(entry(id))}\n\n`;
