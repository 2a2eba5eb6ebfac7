import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { streamLogs } from '#core/api';
import { Code, type AppError } from '#core/errors';
import { clientWith } from './fake-fetch.ts';
import { event } from './log-events.ts';

/** An SSE stream that stays open; the test writes to it through `send`. */
function openStream(...first: string[]) {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
      for (const chunk of first) c.enqueue(encoder.encode(chunk));
    },
  });
  return {
    response: new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    close: () => controller.close(),
  };
}

function run(streams: ReturnType<typeof openStream>[], idleTimeoutMs?: number) {
  const controller = new AbortController();
  let i = 0;
  const setup = clientWith(() => streams[Math.min(i++, streams.length - 1)].response, {
    token: 't',
  });
  const ids: number[] = [];
  const errors: AppError[] = [];
  const done = streamLogs(setup.client, {
    signal: controller.signal,
    retryMs: 5000,
    ...(idleTimeoutMs === undefined ? {} : { idleTimeoutMs }),
    onEntry: (e) => ids.push(e.id),
    onError: (e) => errors.push(e),
  });
  return { ...setup, controller, ids, errors, done };
}

describe('streamLogs on a stalled connection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reconnects after the idle window with no byte, reporting a timeout, within a second', async () => {
    const t = run([openStream(event(1)), openStream(event(2))], 30_000);
    await vi.advanceTimersByTimeAsync(0);
    expect(t.ids).toEqual([1]);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(t.errors).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.errors.map((e) => [e.code, e.message, e.values])).toEqual([
      [Code.Timeout, 'timeout of 30000 ms exceeded', { ms: 30_000 }],
    ]);
    // The reconnect waits min(retry, 1 s), not the 5 s retry delay.
    expect(t.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(t.calls).toHaveLength(2);
    expect(t.calls[1].headers.get('last-event-id')).toBe('1');
    expect(t.ids).toEqual([1, 2]);
    t.controller.abort();
    await expect(t.done).resolves.toBeUndefined();
  });

  it('keeps a connection that sends heartbeats', async () => {
    const stream = openStream();
    const t = run([stream], 1000);
    for (let second = 0; second < 5; second++) {
      await vi.advanceTimersByTimeAsync(900);
      stream.send(': heartbeat\n\n');
    }
    stream.send(event(7));
    await vi.advanceTimersByTimeAsync(900);
    expect(t.ids).toEqual([7]);
    expect(t.errors).toEqual([]);
    expect(t.calls).toHaveLength(1);
    t.controller.abort();
    await t.done;
  });

  it('never times out without an idle window', async () => {
    const t = run([openStream(event(1))]);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(t.errors).toEqual([]);
    expect(t.calls).toHaveLength(1);
    t.controller.abort();
    await t.done;
  });

  it('reports an error event whose data is not an envelope as a request error, and reconnects', async () => {
    const first = openStream(event(1), 'event: error\ndata: <html>502</html>\n\n');
    const t = run([first, openStream(event(2))]);
    await vi.advanceTimersByTimeAsync(0);
    expect(t.errors).toEqual([]);
    first.close();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.errors.map((e) => [e.code, e.message, e.status])).toEqual([
      [Code.RequestError, 'Request Error', 0],
    ]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(t.ids).toEqual([1, 2]);
    t.controller.abort();
    await t.done;
  });
});
