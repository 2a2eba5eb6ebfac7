import { describe, expect, it, vi } from 'vitest';
import { streamLogs, type StreamLogsOptions } from '#core/api';
import type { AppError } from '#core/errors';
import { Code } from '#core/errors';
import { clientWith, envelope } from './fake-fetch.ts';
import { entry, event } from './log-events.ts';

/** An SSE response from chunks; it closes afterwards unless `open` keeps it hanging. */
function sse(chunks: string[], { open = false, fail = false } = {}): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      // Erroring at once would drop the queued chunks; a broken connection delivers them first.
      if (fail) setTimeout(() => controller.error(new TypeError('terminated')), 5);
      else if (!open) controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

function run(
  responses: Array<() => Response | Promise<Response>>,
  extra: Partial<StreamLogsOptions> = {},
  clientOptions = {},
) {
  const controller = new AbortController();
  let i = 0;
  const setup = clientWith(
    () => {
      const next = responses[Math.min(i, responses.length - 1)];
      i += 1;
      return next();
    },
    { token: 't', ...clientOptions },
  );
  const ids: number[] = [];
  const errors: AppError[] = [];
  const onOpen = vi.fn();
  const done = streamLogs(setup.client, {
    signal: controller.signal,
    retryMs: 1,
    onEntry: (e) => ids.push(e.id),
    onError: (e) => errors.push(e),
    onOpen,
    ...extra,
  });
  return { ...setup, controller, ids, errors, onOpen, done };
}

describe('streamLogs', () => {
  it('reconnects with Last-Event-ID after a drop, without gap or duplicate, and resolves on abort', async () => {
    const t = run(
      [
        () => sse([event(1), event(2).slice(0, 20), event(2).slice(20)]),
        () => sse([event(2), event(3), event(4)], { open: true }),
      ],
      { query: { module: 'deposit', username: undefined } },
    );
    await vi.waitFor(() => expect(t.ids).toEqual([1, 2, 3, 4]));
    t.controller.abort();
    await expect(t.done).resolves.toBeUndefined();
    expect(t.calls[0].url.pathname).toBe('/qy-sla-admin-api/logs/stream');
    expect(t.calls[0].url.search).toBe('?module=deposit');
    expect(t.calls[0].headers.get('accept')).toBe('text/event-stream');
    expect(t.calls[0].headers.get('authorization')).toBe('Bearer t');
    expect(t.calls[0].headers.has('last-event-id')).toBe(false);
    expect(t.calls[1].headers.get('last-event-id')).toBe('2');
    expect(t.onOpen).toHaveBeenCalledTimes(2);
    expect(t.errors.map((e) => e.message)).toEqual(['Network Error']);
  });

  it('resumes from a given lastEventId and skips ids at or below it', async () => {
    const t = run([() => sse([event(5), event(6), event(7)], { open: true })], { lastEventId: 6 });
    await vi.waitFor(() => expect(t.ids).toEqual([7]));
    t.controller.abort();
    await t.done;
    expect(t.calls[0].headers.get('last-event-id')).toBe('6');
  });

  it('ignores other event types, reports unreadable data and uses the entry id when the event has none', async () => {
    const t = run([
      () =>
        sse(
          [
            'event: ping\ndata: {}\n\n',
            'event: log\ndata: not json\n\n',
            `data: ${JSON.stringify(entry(9))}\n\n`,
          ],
          { open: true },
        ),
    ]);
    await vi.waitFor(() => expect(t.ids).toEqual([9]));
    t.controller.abort();
    await t.done;
    expect(t.errors.map((e) => e.code)).toEqual([Code.RequestError]);
  });

  it('reconnects after transient failures (network error, 503, broken stream, empty body)', async () => {
    const t = run([
      () => Promise.reject(new TypeError('fetch failed')),
      () => envelope(null, { code: 503100, message: 'Service unavailable', status: 503 }),
      () => sse([event(1)], { fail: true }),
      () => new Response(null, { status: 200 }),
      () => sse([event(1), event(2)], { open: true }),
    ]);
    await vi.waitFor(() => expect(t.ids).toEqual([1, 2]));
    t.controller.abort();
    await t.done;
    expect(t.errors.map((e) => e.code)).toEqual([
      Code.NetworkError,
      503100,
      Code.NetworkError,
      Code.NetworkError,
    ]);
    expect(t.calls[3].headers.get('last-event-id')).toBe('1');
  });

  it('uses the retry delay the server asks for', async () => {
    vi.useFakeTimers();
    try {
      const t = run([
        () => sse(['retry: 60000\n', event(1)]),
        () => sse([event(2)], { open: true }),
      ]);
      await vi.waitFor(() => expect(t.ids).toEqual([1]));
      await vi.advanceTimersByTimeAsync(59_000);
      expect(t.calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1_000);
      await vi.waitFor(() => expect(t.ids).toEqual([1, 2]));
      t.controller.abort();
      await t.done;
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops on a login-expired answer, clearing the token and calling the hook once', async () => {
    const onSessionExpired = vi.fn();
    const t = run(
      [() => envelope(null, { code: 200102, message: 'expired', status: 401 })],
      {},
      { onSessionExpired },
    );
    await expect(t.done).rejects.toMatchObject({ code: 200102 });
    expect(onSessionExpired).toHaveBeenCalledOnce();
    expect(t.tokenStore.get()).toBeNull();
    expect(t.calls).toHaveLength(1);
  });

  it('ends with the login-expired code when the server sends session-ended, calling the hook once', async () => {
    const onSessionExpired = vi.fn();
    const ended = `event: session-ended\ndata: ${JSON.stringify({ code: 200105, message: 'signed out', data: { requestId: 'r' } })}\n\n`;
    const t = run(
      [
        () => sse([event(1), ended]),
        () => envelope(null, { code: 200105, message: 'signed out', status: 401 }),
      ],
      { retryMs: 60_000 },
      { onSessionExpired },
    );
    // No retry delay: the confirming reconnect is immediate, so the 60 s retry never runs.
    await expect(t.done).rejects.toMatchObject({ code: 200105, status: 401 });
    expect(t.ids).toEqual([1]);
    expect(onSessionExpired).toHaveBeenCalledOnce();
    expect(t.tokenStore.get()).toBeNull();
    expect(t.calls).toHaveLength(2);
    expect(t.errors).toEqual([]);
  });

  it('ends with the session-ended code even when the confirming reconnect cannot get through', async () => {
    const ended = `event: session-ended\ndata: ${JSON.stringify({ code: 200110, message: 'disabled', data: null })}\n\n`;
    const t = run([() => sse([ended]), () => Promise.reject(new TypeError('fetch failed'))]);
    await expect(t.done).rejects.toMatchObject({ code: 200110 });
  });

  it('reports an error event by its catalogue code and reconnects', async () => {
    const failed = `event: error\ndata: ${JSON.stringify({ code: 503100, message: 'unavailable', data: null })}\n\n`;
    const t = run([() => sse([event(1), failed]), () => sse([event(2)], { open: true })]);
    await vi.waitFor(() => expect(t.ids).toEqual([1, 2]));
    t.controller.abort();
    await t.done;
    expect(t.errors.map((e) => e.code)).toEqual([503100]);
  });

  it('takes server-draining as no error: says so, reconnects and resumes after the last id', async () => {
    const draining = `event: server-draining\ndata: ${JSON.stringify({ code: 503100, message: 'unavailable', data: { status: 'draining' } })}\n\n`;
    const onServerDraining = vi.fn();
    const t = run(
      [
        () => sse([event(1), draining]),
        () =>
          envelope({ status: 'draining' }, { code: 503100, message: 'unavailable', status: 503 }),
        () => sse([event(2)], { open: true }),
      ],
      { onServerDraining },
    );
    await vi.waitFor(() => expect(t.ids).toEqual([1, 2]));
    t.controller.abort();
    await expect(t.done).resolves.toBeUndefined();
    expect(onServerDraining).toHaveBeenCalledTimes(1);
    // The draining server's 503 to the first reconnect is a transient failure, not a stop.
    expect(t.errors.map((e) => e.code)).toEqual([503100]);
    expect(t.calls[1].headers.get('last-event-id')).toBe('1');
  });

  it('stops on a refused request instead of retrying it forever', async () => {
    const t = run([() => envelope(null, { code: 403100, message: 'no', status: 403 })]);
    await expect(t.done).rejects.toMatchObject({ code: Code.Forbidden });
    expect(t.calls).toHaveLength(1);
  });

  it('resolves when aborted while waiting to reconnect or before starting', async () => {
    const t = run([() => sse([])], { retryMs: 60_000 });
    await vi.waitFor(() => expect(t.errors).toHaveLength(1));
    t.controller.abort();
    await expect(t.done).resolves.toBeUndefined();

    const controller = new AbortController();
    controller.abort();
    const { client } = clientWith(() => sse([]));
    await expect(
      streamLogs(client, { signal: controller.signal, onEntry: () => {} }),
    ).resolves.toBeUndefined();
  });

  it('resolves when aborted while the request is pending', async () => {
    const t = run([() => new Promise<Response>(() => {})]);
    await vi.waitFor(() => expect(t.calls).toHaveLength(1));
    t.controller.abort();
    await expect(t.done).resolves.toBeUndefined();
  });
});
