import { afterEach, describe, expect, it } from 'vitest';
import type { LogEntry } from '#core/types';
import { formatDuration } from '../../../cli/commands/logs/tail-run.ts';
import { fakeApi } from '../support/fake-api.ts';
import { createFakeCli, type FakeCli } from '../support/fake-env.ts';
import { logEntry } from '../support/fixtures.ts';

let cli: FakeCli | undefined;
afterEach(() => cli?.cleanup());

interface Sse {
  response: Response;
  send(entry: LogEntry): void;
  drop(): void;
  /** What a server shutting down sends before it ends the stream. */
  drain(): void;
}

function sse(): Sse {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    send: (e) =>
      controller.enqueue(encoder.encode(`event: log\nid: ${e.id}\ndata: ${JSON.stringify(e)}\n\n`)),
    drop: () => controller.close(),
    drain: () => {
      const envelope = { code: 503100, message: 'unavailable', data: { status: 'draining' } };
      controller.enqueue(
        encoder.encode(`event: server-draining\ndata: ${JSON.stringify(envelope)}\n\n`),
      );
      controller.close();
    },
  };
}

const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

function tailApi() {
  const streams: Sse[] = [];
  const api = fakeApi({
    'GET /logs': (url) => {
      // Page mode, newest first: the CLI never needs cursor mode for the recent entries.
      expect(url.searchParams.get('cursor')).toBe(null);
      const limit = Number(url.searchParams.get('pageSize'));
      const offset = (Number(url.searchParams.get('page')) - 1) * limit;
      const filtered = url.searchParams.get('module') !== null;
      // Newest first, as the server lists them.
      const all = [5, 4, 3, 2, 1].map((id) =>
        logEntry(
          id,
          id === 4 ? { detail: 'evil \u001b]0;pwned\u0007 \u001b[2J text\u009b31m' } : {},
        ),
      );
      return {
        data: { items: (filtered ? all.slice(1) : all).slice(offset, offset + limit), total: 5 },
      };
    },
    'GET /logs/stream': () => {
      const s = sse();
      streams.push(s);
      return s.response;
    },
  });
  return { api, streams };
}

describe('qy logs tail', () => {
  it('prints the last N, follows live, resumes after a drop without gap or duplicate, exits 0 on Ctrl-C', async () => {
    const { api, streams } = tailApi();
    cli = await createFakeCli(api.fetch, { QY_TOKEN: 't' });
    const running = cli.run(['logs', 'tail', '-n', '3', '--module', 'deposits']);
    await until(() => streams.length === 1);
    streams[0].send(logEntry(6));
    streams[0].drop();
    await until(() => streams.length === 2);
    streams[1].send(logEntry(6));
    streams[1].send(logEntry(7));
    // 7 came after the repeated 6: once 7 is printed, the 6 has been dealt with.
    await until(() => /^7\t/m.test(cli?.stdoutSoFar() ?? ''));
    cli.interrupt();
    const { code, stdout, stderr } = await running;

    expect(code).toBe(0);
    const ids = stdout
      .trimEnd()
      .split('\n')
      .slice(1)
      .map((l) => Number(l.split('\t')[0]));
    expect(ids).toEqual([2, 3, 4, 6, 7]);
    expect(stdout.split('\n')[0]).toBe(
      'id\tat\tusername\tip\tmodule\taction\ttarget\tresult\tdetail',
    );
    const streamRequests = api.requests.filter((r) => r.url.includes('/logs/stream'));
    expect(streamRequests.map((r) => r.headers.get('last-event-id'))).toEqual(['5', '6']);
    expect(new URL(streamRequests[0].url).searchParams.get('module')).toBe('deposits');
    expect(stderr).toContain('qy: connection lost; reconnecting…\n');
    expect(stderr).toContain('qy: reconnected; resuming after entry 6\n');
    expect(stderr).toMatch(/qy: printed 5 entries in \d+s\n$/);
  });

  it('says the server is restarting when it drains, reconnects after the last id and exits 0', async () => {
    const { api, streams } = tailApi();
    cli = await createFakeCli(api.fetch, { QY_TOKEN: 't' });
    const running = cli.run(['logs', 'tail', '-n', '1']);
    await until(() => streams.length === 1);
    streams[0].send(logEntry(6));
    streams[0].drain();
    await until(() => streams.length === 2);
    streams[1].send(logEntry(7));
    // A second drain: the third connection shows everything before it was read and reported.
    streams[1].drain();
    await until(() => streams.length === 3);
    cli.interrupt();
    const { code, stdout, stderr } = await running;
    expect(code).toBe(0);
    expect(
      stdout
        .trimEnd()
        .split('\n')
        .slice(1)
        .map((l) => Number(l.split('\t')[0])),
    ).toEqual([5, 6, 7]);
    expect(stderr).toContain('qy: the server is restarting; reconnecting…\n');
    expect(stderr).not.toContain('connection lost');
    expect(stderr).toContain('qy: reconnected; resuming after entry 6\n');
    const streamRequests = api.requests.filter((r) => r.url.includes('/logs/stream'));
    expect(streamRequests.map((r) => r.headers.get('last-event-id'))).toEqual(['5', '6', '7']);
  });

  it('reconnects when no byte (not even a heartbeat) arrives for twice the heartbeat interval', async () => {
    const { api, streams } = tailApi();
    cli = await createFakeCli(api.fetch, { QY_TOKEN: 't', QY_HEARTBEAT_SECONDS: '0.2' });
    const running = cli.run(['logs', 'tail', '-n', '1']);
    // The first connection stalls: headers, then silence.
    await until(() => streams.length === 2, 5000);
    streams[1].send(logEntry(6));
    await until(() => /^6\t/m.test(cli?.stdoutSoFar() ?? ''));
    cli.interrupt();
    const { code, stdout, stderr } = await running;
    expect(code).toBe(0);
    expect(
      stdout
        .trimEnd()
        .split('\n')
        .slice(1)
        .map((l) => Number(l.split('\t')[0])),
    ).toEqual([5, 6]);
    expect(stderr).toContain('qy: no data from the server for 0.4s; reconnecting\n');
    const streamRequests = api.requests.filter((r) => r.url.includes('/logs/stream'));
    expect(streamRequests.map((r) => r.headers.get('last-event-id'))).toEqual(['5', '5']);
  });

  it('strips control characters and escape sequences from log text', async () => {
    const { api, streams } = tailApi();
    cli = await createFakeCli(api.fetch, { QY_TOKEN: 't' });
    const running = cli.run(['logs', 'tail', '-n', '5']);
    await until(() => streams.length === 1);
    cli.interrupt();
    const { stdout } = await running;
    const line4 = stdout.split('\n').find((l) => l.startsWith('4\t')) ?? '';
    expect(line4.endsWith('\tevil   text')).toBe(true);
    expect(
      [...stdout].filter(
        (c) => c.charCodeAt(0) < 9 || (c.charCodeAt(0) >= 0x7f && c.charCodeAt(0) <= 0x9f),
      ),
    ).toEqual([]);
  });

  it('prints NDJSON with --json, one entry per line with API field names', async () => {
    const { api, streams } = tailApi();
    cli = await createFakeCli(api.fetch, { QY_TOKEN: 't' });
    const running = cli.run(['logs', 'tail', '-n', '2', '--json']);
    await until(() => streams.length === 1);
    streams[0].send(logEntry(9));
    await until(() => (cli?.stdoutSoFar() ?? '').includes('"id":9'));
    cli.interrupt();
    const { stdout } = await running;
    const entries = stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as LogEntry);
    expect(entries.map((e) => e.id)).toEqual([4, 5, 9]);
    expect(entries[2]).toEqual(logEntry(9));
    expect(stdout).not.toContain(String.fromCharCode(27));
  });

  it('exits 3 when the session is lost while following', async () => {
    const api = fakeApi({
      'GET /logs': () => ({ data: { items: [], total: 0, page: 1, pageSize: 10 } }),
      'GET /logs/stream': () => ({ status: 401, code: 200102 }),
    });
    cli = await createFakeCli(api.fetch, { QY_TOKEN: 't' });
    const { code, stderr } = await cli.run(['logs', 'tail']);
    expect(code).toBe(3);
    expect(stderr).toBe(
      'qy: Your session has expired; QY_TOKEN was sent and refused: set a valid token in QY_TOKEN, or unset it and run: qy login\n',
    );
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0s'],
    [12_400, '12s'],
    [184_000, '3m04s'],
    [3_723_000, '1h02m03s'],
  ])('formats %i ms as %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});
