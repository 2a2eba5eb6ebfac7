/**
 * End to end: qy's automation commands (`qy api`, the write verbs, exports, `logs list`) with the
 * bundled qy against the real server on a random port (temp data directory, test seed).
 */
import { readFile } from 'node:fs/promises';
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

    const invalid = await qy(['api', 'POST', '/deposits/requests/1/reject', '-d', '{"version":1}']);
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toContain('reason');

    const badJson = await qy(['api', 'POST', '/deposits/requests/1/approve', '-d', '{version']);
    expect(badJson.code).toBe(2);
    expect(badJson.stderr).toContain('not valid JSON');

    const badMethod = await qy(['api', 'PATCH', '/deposits/accounts']);
    expect(badMethod.code).toBe(2);
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
    expect(refused.stderr).toContain('without confirmation');
    expect(refused.stderr).toContain('--yes');
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
    expect(JSON.parse(first.stdout)).toEqual({ id, ok: true, result: 'reject' });
    const again = await qy(['deposits', 'reject', id, '-r', 'again', '--yes']);
    expect(again.code).toBe(1);
    expect(again.stdout).toMatch(new RegExp(`^${id}\\terror\\t`));
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
    const result = await qy(['settlements', 'retry', no, '--yes']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toBe(`${no}\tok\tsent back to pending\n`);
    const shown = await json<{ status: string }>(['settlements', 'show', no, '--json']);
    expect(shown.status).toBe('pending');
    const again = await qy(['settlements', 'retry', no, '--yes']);
    expect(again.code).toBe(1);
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
