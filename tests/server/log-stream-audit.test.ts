/**
 * Issue 21, "one audit row per stream, not per reconnect": an API token following the live log
 * writes one `api-token.use` row per stream session, whether or not its client sends
 * Last-Event-ID (qy sends it on its first open; a browser's EventSource sends none before the first
 * event); a reconnect within the grace adds none, yet is authorised again; a stream after the
 * grace, a second stream at once or other filters is a new session.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { STREAM_RECONNECT_GRACE_MS } from '../../server/stream/stream-sessions.ts';
import { sseReader } from './support/sse-reader.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { streamUseRows } from './support/token-uses.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ seed: 'users' });
  admin = await t.login('admin');
}, 120_000);
afterAll(() => t?.close());

async function mint(): Promise<{ id: number; token: string }> {
  const res = await t.request('POST', '/sys/user/api-tokens', {
    token: admin,
    body: { name: 'tail', scope: 'read-only', expiresInDays: 7, password: 'Admin123' },
  });
  expect(res.body.code).toBe(200000);
  return res.body.data;
}

/** Opens a stream, waits until the server has started it, and returns its reader and stop. */
async function open(token: string, query = '', headers: Record<string, string> = {}) {
  const abort = new AbortController();
  const res = await t.fetch('GET', `/logs/stream${query}`, {
    token,
    signal: abort.signal,
    headers,
  });
  if (res.status !== 200) return { status: res.status, body: await res.json(), stop() {} };
  const reader = sseReader(res);
  expect(await reader.comment('connected after')).toBe(true);
  return { status: 200, reader, stop: () => abort.abort() };
}

const streamRows = (tokenId: number) => streamUseRows(t, tokenId);

it('a first open with Last-Event-ID (as qy opens) is audited once', async () => {
  const { id, token } = await mint();
  const first = await open(token, '?lastEventId=1');
  first.stop();
  expect(await streamRows(id)).toHaveLength(1);
  const header = await mint();
  const viaHeader = await open(header.token, '', { 'last-event-id': '1' });
  viaHeader.stop();
  expect(await streamRows(header.id)).toHaveLength(1);
});

it('reconnects within the grace, with or without Last-Event-ID, add no row', async () => {
  const { id, token } = await mint();
  const first = await open(token);
  first.stop();
  const resumes: Record<string, string>[] = [{}, { 'last-event-id': '1' }, {}];
  for (const headers of resumes) {
    t.clock.advance(2_000);
    const again = await open(token, '', headers);
    expect(again.status).toBe(200);
    again.stop();
  }
  const rows = await streamRows(id);
  expect(rows).toHaveLength(1);
  expect(rows[0].detail).toMatchObject({ tokenId: id, stream: 'opened' });
});

it('after the grace, alongside an open stream or with other filters, a stream is a new session', async () => {
  const { id, token } = await mint();
  const first = await open(token);
  first.stop();
  t.clock.advance(STREAM_RECONNECT_GRACE_MS + 1);
  const late = await open(token, '', { 'last-event-id': '1' });
  expect(await streamRows(id)).toHaveLength(2);
  // `late` is still open: a second stream at once is a session of its own.
  const beside = await open(token);
  expect(await streamRows(id)).toHaveLength(3);
  late.stop();
  beside.stop();
  const filtered = await open(token, '?module=users');
  filtered.stop();
  expect(await streamRows(id)).toHaveLength(4);
});

it('a reconnect is authorised again: a revoked token’s resume is refused', async () => {
  const { id, token } = await mint();
  const first = await open(token);
  first.stop();
  await t.request('POST', `/sys/user/api-tokens/${id}/revoke`, { token: admin, body: {} });
  const again = await open(token, '', { 'last-event-id': '1' });
  expect(again.status).not.toBe(200);
  expect((again.body as { code: number }).code).toBe(200105);
  expect(await streamRows(id)).toHaveLength(1);
});
