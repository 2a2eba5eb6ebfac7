/**
 * End to end: qy's automation commands (`qy api`, the write verbs, exports, `logs list`) with the
 * bundled qy against the real server on a random port (temp data directory, test seed).
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useQySuite, type QyRunOptions } from '../support/qy-suite.ts';
import { freePort } from '../support/server-process.ts';
import type { QyResult } from '../support/spawn-qy.ts';

const suite = useQySuite('cli-ops-', { signedIn: true });

function qy(args: string[], options: QyRunOptions = {}): Promise<QyResult> {
  return suite.qy(args, options);
}

async function json<T>(args: string[]): Promise<T> {
  const result = await qy(args);
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as T;
}

interface Page<T> {
  items: T[];
  total: number;
}

describe('qy api', () => {
  it('GETs any path with its query and prints the data as JSON', async () => {
    const page = await json<Page<{ accountNo: string }>>([
      'api',
      'GET',
      '/deposits/accounts?pageSize=2',
    ]);
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    // -f on a GET is a query parameter; the base path may be given too.
    const same = await json<Page<{ accountNo: string }>>([
      'api',
      '/qy-sla-admin-api/deposits/accounts',
      '-f',
      'pageSize=2',
    ]);
    expect(same.items.map((a) => a.accountNo)).toEqual(page.items.map((a) => a.accountNo));
  });

  it('exits by the class of the error: 4 not found, 1 refused with the field, 2 usage', async () => {
    const missing = await qy(['api', '/deposits/accounts/BZJ99999999999999']);
    expect(missing.code).toBe(4);
    expect(missing.stdout).toBe('');
    expect(missing.stderr).toMatch(/^qy: .+\n$/);

    // Issue 25: a path that is no route is "not found" too.
    const noRoute = await qy(['api', '/auth/userinfo']);
    expect(noRoute.code).toBe(4);
    expect(noRoute.stderr).toBe('qy: No such API\n');

    const invalid = await qy(['api', 'POST', '/deposits/requests/1/reject', '-d', '{"version":1}']);
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toContain('reason');

    const badJson = await qy(['api', 'POST', '/deposits/requests/1/approve', '-d', '{version']);
    expect(badJson.code).toBe(2);
    expect(badJson.stderr).toContain('not valid JSON');

    const badMethod = await qy(['api', 'PATCH', '/deposits/accounts']);
    expect(badMethod.code).toBe(2);
  });

  it("prints the envelope's data (the seed's inner result for /sys/user/info); its help example runs", async () => {
    const info = await json<{ code: number; data: { username: string } }>([
      'api',
      '/sys/user/info',
    ]);
    expect(info.code).toBe(1);
    expect(info.data.username).toBe('admin');
    expect(Object.keys(info).sort()).toEqual(['code', 'data', 'info']);
    const help = await qy(['api', '--help']);
    const first = /\n {2}\$ qy api (\S+)/.exec(help.stdout)?.[1];
    expect(first).toBe('/sys/user/info');
    const accounts = await json<Page<unknown>>(['api', '/deposits/accounts?pageSize=1']);
    expect(Object.keys(accounts)).not.toContain('message');
  });

  it('--paginate passes an answer that is no cursor page through', async () => {
    const one = await qy(['api', '/sys/user/info', '--paginate']);
    expect(one.code, one.stderr).toBe(0);
    expect(JSON.parse(one.stdout)).toMatchObject({ code: 1, data: { username: 'admin' } });
  });

  it('says which URL answered, with what status, when the server is no QY server', async () => {
    const foreign = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>welcome</html>');
    });
    await new Promise<void>((r) => foreign.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(foreign.address() as { port: number }).port}`;
    try {
      const result = await qy(['api', '/deposits/accounts'], {
        env: { QY_SERVER: url, QY_TOKEN: 'x'.repeat(43) },
      });
      expect(result.code).toBe(5);
      expect(result.stderr).toBe(
        `qy: Request Error; HTTP 200 from ${url}/qy-sla-admin-api/deposits/accounts is not an answer of the QY SLA Admin API: is the server (--server, QY_SERVER) right?\n`,
      );
    } finally {
      await new Promise((r) => foreign.close(r));
    }
  });

  it('-H sends a header and -i prints the status line and response headers first', async () => {
    const result = await qy(['api', '-i', '/sys/user/info', '-H', 'X-Request-Id: qy-e2e-42']);
    expect(result.code, result.stderr).toBe(0);
    const [head, body] = result.stdout.split('\n\n');
    const lines = head.split('\n');
    expect(lines[0]).toBe('HTTP 200 OK');
    expect(lines).toContain('x-request-id: qy-e2e-42');
    expect(lines).toContain('content-type: application/json');
    expect(JSON.parse(body)).toMatchObject({ code: 1, data: { username: 'admin' } });
    expect(result.stdout).not.toMatch(/authorization/i);
    const bad = await qy(['api', '/sys/user/info', '-H', 'no colon']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('-H takes "Name: value"');
  });

  it('QY_DEBUG=api and -v trace each request on stderr, never the token', async () => {
    const token = JSON.parse(await readFile(join(suite.tmp, 'config', 'qy', 'config.json'), 'utf8'))
      .hosts[suite.server.url].token as string;
    const traced = await qy(['deposits', 'list', '-L', '1'], { env: { QY_DEBUG: 'api' } });
    expect(traced.code, traced.stderr).toBe(0);
    expect(traced.stderr).toMatch(
      new RegExp(
        `^qy: api GET ${suite.server.url}/qy-sla-admin-api/deposits/accounts\\?\\S* 200 in \\d+ ms request id [\\w-]+\n`,
        'm',
      ),
    );
    expect(traced.stdout.split('\n')[0]).toMatch(/^accountNo\t/);
    const verbose = await qy(['-v', 'api', '/deposits/accounts/BZJ20990101000001']);
    expect(verbose.code).toBe(4);
    expect(verbose.stderr).toMatch(
      /^qy: api GET \S+\/deposits\/accounts\/BZJ20990101000001 404 in \d+ ms/m,
    );
    for (const out of [traced.stderr, verbose.stderr]) expect(out).not.toContain(token);
    const quiet = await qy(['deposits', 'list', '-L', '1']);
    expect(quiet.stderr).not.toContain('qy: api ');
  });

  it('takes the body from standard input', async () => {
    const result = await qy(['api', 'POST', '/deposits/requests/999999/approve', '-d', '-'], {
      input: '{"version":1}',
    });
    expect(result.code).toBe(4);
  });

  it('exits 3 without a credential and 5 when the server is down', async () => {
    const anonymous = await qy(['api', '/deposits/accounts'], {
      env: { XDG_CONFIG_HOME: join(suite.tmp, 'nobody') },
    });
    expect(anonymous.code).toBe(3);
    const port = await freePort();
    const down = await qy(['api', '/deposits/accounts'], {
      env: { QY_SERVER: `http://127.0.0.1:${port}`, QY_TOKEN: 'x'.repeat(43) },
    });
    expect(down.code).toBe(5);
    expect(down.stderr).toContain('connection refused');
  });

  it('--paginate walks every cursor page into one JSON array', async () => {
    const { total } = await json<Page<unknown>>(['api', '/deposits/accounts?pageSize=1']);
    const all = await json<{ accountNo: string }[]>([
      'api',
      '/deposits/accounts',
      '--paginate',
      '-f',
      'limit=7',
    ]);
    expect(all).toHaveLength(total);
    expect(new Set(all.map((a) => a.accountNo)).size).toBe(total);
  });

  it('streams a CSV endpoint as it is', async () => {
    const result = await qy(['api', '/settlements/export.csv', '-f', 'status=failed']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout.split('\r\n')[0]).toContain(',');
    expect(result.stdout.trim().split('\r\n').length).toBeGreaterThan(1);
  });

  it('--timeout ends a request the server does not answer in time (exit 5)', async () => {
    const { createServer } = await import('node:net');
    const silent = createServer(() => {});
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const port = (silent.address() as { port: number }).port;
    try {
      const result = await qy(['api', '/deposits/accounts', '--timeout', '0.5'], {
        env: { QY_SERVER: `http://127.0.0.1:${port}`, QY_TOKEN: 'x'.repeat(43) },
      });
      expect(result.code).toBe(5);
      // It ended on the configured 500 ms; without it, the test's 10 s hang guard would end it.
      expect(result.stderr).toMatch(/500 ?ms/);
      const bad = await qy(['api', '/deposits/accounts', '--timeout', 'soon']);
      expect(bad.code).toBe(2);
    } finally {
      silent.close();
    }
  }, 10_000);
});

interface Request {
  id: number;
  status: string;
  version: number;
}

const pendingIds = async () =>
  (
    await qy([
      'deposits',
      'requests',
      '--status',
      'pending',
      '--all',
      '--fields',
      'id',
      '--no-headers',
    ])
  ).stdout
    .trim()
    .split('\n')
    .filter(Boolean);

describe('write verbs', () => {
  it('refuses to act without a terminal unless --yes, and changes nothing', async () => {
    const [id] = await pendingIds();
    expect(id).toMatch(/^\d+$/);
    const refused = await qy(['deposits', 'approve', id]);
    expect(refused.code).toBe(2);
    // Issue 25: the bundle printed this ICU template raw (`{action} {count, plural, …}`).
    expect(refused.stderr).toMatch(
      /^qy: refusing to approve 1 item without confirmation: no terminal to ask on; pass --yes/,
    );
    expect(await pendingIds()).toContain(id);
    const noReason = await qy(['deposits', 'reject', id, '--yes']);
    expect(noReason.code).toBe(2);
    expect(noReason.stderr).toContain('--reason');
    const badId = await qy(['deposits', 'approve', 'abc', '--yes']);
    expect(badId.code).toBe(2);
  });

  it('approves ids piped in, one result line per id, non-zero when any failed', async () => {
    const ids = (await pendingIds()).slice(0, 2);
    expect(ids).toHaveLength(2);
    const input = `${ids.join('\n')}\n999999\n`;
    const result = await qy(['deposits', 'approve', '-', '--yes'], { input });
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(`${ids[0]}\tok\tapproved`);
    expect(lines[1]).toBe(`${ids[1]}\tok\tapproved`);
    expect(lines[2]).toMatch(/^999999\terror\t.+/);
    expect(result.code).toBe(4);
    expect(result.stderr).toBe('qy: 1 of 3 failed\n');
    const after = await pendingIds();
    for (const id of ids) expect(after).not.toContain(id);
    const decided = await json<{ items: Request[] }>([
      'api',
      '/deposits/requests?status=approved&pageSize=100',
    ]);
    for (const id of ids) expect(decided.items.map((r) => String(r.id))).toContain(id);
  });

  it('rejects with a reason; a second decision fails with exit 1', async () => {
    const [id] = await pendingIds();
    const first = await qy([
      'deposits',
      'reject',
      id,
      '--reason',
      'slip missing',
      '--yes',
      '--json',
    ]);
    expect(first.code, first.stderr).toBe(0);
    // Issue 25: the id as the API has it (a number) and the result as TSV says it.
    expect(JSON.parse(first.stdout)).toEqual({ id: Number(id), ok: true, result: 'rejected' });
    const again = await qy(['deposits', 'reject', id, '-r', 'again', '--yes']);
    expect(again.code).toBe(1);
    expect(again.stdout).toMatch(new RegExp(`^${id}\\terror\\t`));
  });

  it('--dry-run on approve and reject reads the version, prints the request and sends nothing', async () => {
    const [id] = await pendingIds();
    const page = await json<{ items: { id: number; version: number }[] }>([
      'api',
      '/deposits/requests?status=pending&pageSize=100',
    ]);
    const version = page.items.find((r) => String(r.id) === id)?.version;
    expect(version).toBeGreaterThan(0);
    const approve = await qy(['deposits', 'approve', id, '--dry-run']);
    expect(approve.code, approve.stderr).toBe(0);
    expect(approve.stdout).toBe(
      `${id}\tdry-run\tPOST /deposits/requests/${id}/approve {"version":${version}}\n`,
    );
    expect(approve.stderr).toBe('dry run: nothing sent (1 request shown)\n');
    const reject = await qy(['deposits', 'reject', id, '-r', 'dup', '--dry-run', '--json']);
    expect(JSON.parse(reject.stdout)).toEqual({
      id: Number(id),
      dryRun: true,
      ok: true,
      method: 'POST',
      path: `/deposits/requests/${id}/reject`,
      body: { version, reason: 'dup' },
    });
    expect(await pendingIds()).toContain(id);
  });

  it('lists and approves merchant reviews', async () => {
    const list = await qy(['merchants', 'reviews', '--status', 'pending', '--fields', 'id,status']);
    expect(list.code, list.stderr).toBe(0);
    const rows = list.stdout.trimEnd().split('\n');
    expect(rows[0]).toBe('id\tstatus');
    const id = rows[1].split('\t')[0];
    const result = await qy(['merchants', 'approve', id, '--yes']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toBe(`${id}\tok\tapproved\n`);
  });

  it('retries a failed settlement once', async () => {
    const failed = await qy([
      'settlements',
      'list',
      '--status',
      'failed',
      '--fields',
      'settlementNo',
      '--no-headers',
      '-L',
      '1',
    ]);
    const no = failed.stdout.trim();
    expect(no).toMatch(/^ST\d+$/);
    const before = await json<{ status: string; version: number }>([
      'settlements',
      'show',
      no,
      '--json',
    ]);
    const dry = await qy(['settlements', 'retry', no, '--dry-run']);
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toBe(
      `${no}\tdry-run\tPOST /settlements/${no}/retry {"version":${before.version}}\n`,
    );
    expect((await json<{ status: string }>(['settlements', 'show', no, '--json'])).status).toBe(
      'failed',
    );
    const result = await qy(['settlements', 'retry', no, '--yes']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toBe(`${no}\tok\tsent back to pending\n`);
    const shown = await json<{ status: string }>(['settlements', 'show', no, '--json']);
    expect(shown.status).toBe('pending');
    const again = await qy(['settlements', 'retry', no, '--yes']);
    expect(again.code).toBe(1);
  });
});

describe('--json=fields and --jmespath (JMESPath)', () => {
  it('keeps the named keys of every record, list and show alike', async () => {
    const rows = await json<Record<string, unknown>[]>([
      'deposits',
      'list',
      '--json=accountNo,requiredFen',
      '-L',
      '3',
    ]);
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(Object.keys(row)).toEqual(['accountNo', 'requiredFen']);
    const one = await json<Record<string, unknown>>([
      '--json=accountNo,status',
      'deposits',
      'show',
      String(rows[0].accountNo),
    ]);
    expect(one).toEqual({ accountNo: rows[0].accountNo, status: expect.any(String) });
    const bad = await qy(['deposits', 'list', '--json=nope', '-L', '1']);
    expect(bad.code).toBe(2);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toMatch(/^qy: --json \/ --fields must be one of: id, accountNo, /);
  });

  it('transforms lists, records and qy api answers; a bad expression is exit 2', async () => {
    const failed = await json<string[]>([
      'settlements',
      'list',
      '--status',
      'failed',
      '--all',
      '--jmespath',
      '[].settlementNo',
    ]);
    expect(failed.length).toBeGreaterThan(0);
    for (const no of failed) expect(no).toMatch(/^ST\d+$/);
    const page = await json<{ total: number }>(['api', '/deposits/accounts?pageSize=1']);
    const count = await json<number>([
      'api',
      '/deposits/accounts',
      '--paginate',
      '--jmespath',
      'length(@)',
    ]);
    expect(count).toBe(page.total);
    const numbers = await json<string[]>([
      'api',
      '/deposits/accounts?pageSize=2',
      '--jmespath',
      'items[].accountNo',
    ]);
    expect(numbers).toHaveLength(2);
    const name = await json<string>(['whoami', '--jmespath', 'username']);
    expect(name).toBe('admin');
    const bad = await qy(['deposits', 'list', '--jmespath', '[?']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^qy: --jmespath is not a valid JMESPath expression: /);
  });
});

describe('client–server version check', () => {
  it('warns once on stderr when the server names another major version, and goes on', async () => {
    const { version } = JSON.parse(await readFile('package.json', 'utf8')) as { version: string };
    let serverVersion = '';
    const stand = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'x-qy-version': serverVersion });
      const user = { username: 'ops', role: 'admin', name: 'Ops' };
      res.end(
        JSON.stringify({ code: 200000, message: 'ok', data: { code: 1, info: 'ok', data: user } }),
      );
    });
    await new Promise<void>((r) => stand.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(stand.address() as { port: number }).port}`;
    const env = { QY_SERVER: url, QY_TOKEN: 'x'.repeat(43) };
    try {
      serverVersion = `${Number(version.split('.')[0]) + 1}.0.0`;
      const apart = await qy(['api', '/sys/user/info'], { env });
      expect(apart.code, apart.stderr).toBe(0);
      expect(apart.stderr).toBe(
        `qy: warning: the server at ${url} runs version ${serverVersion} and qy is ${version}, a different major version: some commands may not work (update the older one)\n`,
      );
      serverVersion = version;
      const same = await qy(['api', '/sys/user/info'], { env });
      expect(same.stderr).toBe('');
    } finally {
      await new Promise((r) => stand.close(r));
    }
    // The project's server names no version yet: nothing to compare, no warning.
    expect((await qy(['whoami'])).stderr).toBe('');
  });
});

describe('review queues', () => {
  it('list oldest first by default; --sort -submittedAt newest first', async () => {
    for (const noun of [
      ['deposits', 'requests'],
      ['merchants', 'reviews'],
    ]) {
      const rows = await json<{ submittedAt: string }[]>([...noun, '--all', '--json=submittedAt']);
      expect(rows.length).toBeGreaterThan(2);
      const times = rows.map((r) => Date.parse(r.submittedAt));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      const newest = await json<{ submittedAt: string }[]>([
        ...noun,
        '--all',
        '--sort',
        '-submittedAt',
        '--json=submittedAt',
      ]);
      const back = newest.map((r) => Date.parse(r.submittedAt));
      expect(back).toEqual([...back].sort((a, b) => b - a));
    }
    const bad = await qy(['merchants', 'reviews', '--sort', 'amountFen']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--sort must be one of: submittedAt, -submittedAt');
  });
});

describe('exports and logs list', () => {
  it('streams the server CSV export to stdout or a file, with the list filters', async () => {
    const out = await qy(['settlements', 'export', '--status', 'failed']);
    expect(out.code, out.stderr).toBe(0);
    const viaApi = await qy(['api', '/settlements/export.csv', '-f', 'status=failed']);
    expect(out.stdout).toBe(viaApi.stdout);
    const rows = out.stdout
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    const listed = await qy(['settlements', 'list', '--status', 'failed', '--all', '--no-headers']);
    expect(rows.length - 1).toBe(listed.stdout.trimEnd().split('\n').length);

    const file = join(suite.tmp, 'deposits.csv');
    const toFile = await qy(['deposits', 'export', '--status', 'active', '-o', file]);
    expect(toFile.code, toFile.stderr).toBe(0);
    expect(toFile.stdout).toBe('');
    const written = await readFile(file, 'utf8');
    expect(written).toBe((await qy(['deposits', 'export', '--status', 'active'])).stdout);
    const active = await qy(['deposits', 'list', '--status', 'active', '--all', '--no-headers']);
    expect(written.trimEnd().split('\r\n').length - 1).toBe(
      active.stdout.trimEnd().split('\n').length,
    );
    const bad = await qy(['deposits', 'export', '--status', 'nope']);
    expect(bad.code).toBe(2);
  });

  it('logs list filters by module, user and time window, newest first, and exits', async () => {
    const entries = await json<{ id: number; at: string; module: string; username: string }[]>([
      'logs',
      'list',
      '--module',
      'auth',
      '-L',
      '6',
      '--json',
    ]);
    expect(entries.length).toBeGreaterThan(2);
    expect(entries.every((e) => e.module === 'auth')).toBe(true);
    const ids = entries.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const until = entries[1].at;
    const older = await json<{ at: string }[]>([
      'logs',
      'list',
      '--module',
      'auth',
      '--until',
      until,
      '-L',
      '5',
      '--json',
    ]);
    expect(older.length).toBeGreaterThan(0);
    expect(older.every((e) => e.at < until)).toBe(true);
    const byUser = await qy([
      'logs',
      'list',
      '--user',
      'admin',
      '--fields',
      'username',
      '--no-headers',
      '-L',
      '3',
    ]);
    expect(byUser.stdout).toBe('admin\nadmin\nadmin\n');
    const logsCsv = await qy(['logs', 'export', '--module', 'auth', '--until', until]);
    expect(logsCsv.code, logsCsv.stderr).toBe(0);
    expect(logsCsv.stdout.trimEnd().split('\r\n').length).toBeGreaterThan(1);
  });
});

describe('qy logs tail in a pipe', () => {
  it('`qy logs tail | head -1` ends soon after head exits, with no new entry', async () => {
    const { spawnSync } = await import('node:child_process');
    const result = spawnSync(
      'bash',
      [
        '-c',
        `"${process.execPath}" "${suite.bin}" logs tail -n 3 | head -1; echo "exit=\${PIPESTATUS[0]}" >&2`,
      ],
      // A hang guard: before the fix it waited for the next log entry (minutes).
      { encoding: 'utf8', env: suite.env, timeout: 15_000 },
    );
    expect(result.stdout.split('\n')[0]).toBe(
      'id\tat\tusername\tip\tmodule\taction\ttarget\tresult\tdetail',
    );
    expect(result.error).toBeUndefined(); // not ended by the hang guard
    expect(result.stderr).toContain('exit=0');
  }, 40_000);
});
