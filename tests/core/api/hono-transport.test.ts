import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { describe, expect, it } from 'vitest';
import { createClient, createMemoryTokenStore, loginByCode, streamLogs } from '#core/api';

// A minimal Hono app stands in for the server: it proves `app.fetch` plugs in as the transport
// (types included), that form bodies parse on the Hono side, and that SSE streams end on abort.
function miniApp() {
  const app = new Hono().basePath('/qy-sla-admin-api');
  app.post('/sys/user/loginByCode', async (c) => {
    const form = await c.req.parseBody();
    const ok = form.username === 'admin' && form.password === 'Secret1' && form.code === '123456';
    return ok
      ? c.json({ code: 200000, message: 'ok', data: { token: 'tok' } })
      : c.json({ code: 200200, message: 'Wrong username or password', data: null }, 401);
  });
  app.get('/logs/stream', (c) =>
    streamSSE(c, async (stream) => {
      const after = Number(c.req.header('Last-Event-ID') ?? 0);
      for (let id = after + 1; id <= after + 3; id += 1) {
        await stream.writeSSE({ event: 'log', id: String(id), data: JSON.stringify({ id }) });
      }
      // Hold the connection open like the real tail does, until the client goes away.
      while (!stream.aborted && !stream.closed) await stream.sleep(5);
    }),
  );
  return app;
}

describe('the client over a Hono app.fetch', () => {
  it('signs in with a form body and stores the token', async () => {
    const tokenStore = createMemoryTokenStore();
    const client = createClient({ tokenStore, fetch: miniApp().fetch });
    await expect(
      loginByCode(client, { username: 'admin', password: 'nope', code: '1' }),
    ).rejects.toMatchObject({
      code: 200200,
      status: 401,
    });
    await loginByCode(client, { username: 'admin', password: 'Secret1', code: '123456' });
    expect(tokenStore.get()).toBe('tok');
  });

  it('tails an SSE stream and stops when aborted', async () => {
    const client = createClient({
      tokenStore: createMemoryTokenStore('tok'),
      fetch: miniApp().fetch,
    });
    const controller = new AbortController();
    const ids: number[] = [];
    await streamLogs(client, {
      signal: controller.signal,
      lastEventId: 10,
      onEntry: (entry) => {
        ids.push(entry.id);
        if (ids.length === 3) controller.abort();
      },
    });
    expect(ids).toEqual([11, 12, 13]);
  });
});
