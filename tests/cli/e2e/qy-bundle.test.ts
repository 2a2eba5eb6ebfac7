/**
 * End to end: the bundled dist/cli/qy.cjs (built here) against the real server process on a
 * random port, with a temp data directory and SMS outbox.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../support/csv.ts';
import { useQySuite, type QyRunOptions } from '../support/qy-suite.ts';
import { freePort, readSmsCode } from '../support/server-process.ts';
import type { QyResult } from '../support/spawn-qy.ts';

const suite = useQySuite('cli-e2e-');

type Result = QyResult;

function qy(args: string[], options: QyRunOptions = {}): Promise<Result> {
  return suite.qy(args, options);
}

const signIn = (username: string, password: string): Promise<Result> =>
  suite.signIn(username, password);

/**
 * Writes one system-log entry through the API: an SMS request for an unknown user name is
 * recorded (as a failure, under that name) and has no per-user cooldown to wait for.
 */
async function writeLogEntry(probe: string): Promise<void> {
  const res = await fetch(`${suite.server.url}/qy-sla-admin-api/sms/send`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: probe }).toString(),
  });
  expect(res.status).toBe(200);
}

const ESC = String.fromCharCode(27);

describe('qy (bundled) against the server', () => {
  it('exits 3 before sign-in and 2 when login would need a prompt', async () => {
    const whoami = await qy(['whoami']);
    expect(whoami.code).toBe(3);
    expect(whoami.stderr).toBe('qy: Not signed in; run: qy login\n');
    const login = await qy(['login']);
    expect(login.code).toBe(2);
    expect(login.stderr).toMatch(/^qy: cannot prompt/);
  });

  it('refuses a wrong SMS code with exit 1', async () => {
    const sentAt = Date.now() - 1000;
    await qy(['login', '-u', 'reviewer', '--send-code']);
    const code = await readSmsCode(suite.outboxFile, 'reviewer', sentAt);
    const wrong = code === '000000' ? '111111' : '000000';
    const result = await qy(['login', '-u', 'reviewer', '--password-stdin', '--code', wrong], {
      input: 'Reviewer123',
    });
    expect(result.code).toBe(1);
    // Issue 10: a wrong code answers the same 200200 as a wrong password (no oracle).
    expect(result.stderr).toBe('qy: Wrong username, password or SMS code\n');
  });

  it('signs in with the SMS outbox and stores the session with mode 0600', async () => {
    const result = await signIn('admin', 'Admin123');
    expect(result.stderr).toBe(`Signed in to ${suite.server.url} as admin\n`);
    expect(result.code).toBe(0);
    const file = join(suite.tmp, 'config', 'qy', 'config.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({
      default: suite.server.url,
      hosts: { [suite.server.url]: { username: 'admin', kind: 'session' } },
    });
    const whoami = await qy(['whoami']);
    expect(whoami.stdout).toContain('username\tadmin\n');
    expect(whoami.stdout).toContain('role\tadmin\n');
  });

  it('lists deposits as TSV, JSON and CSV that agree with each other', async () => {
    const tsv = await qy(['deposits', 'list', '--limit', '15']);
    expect(tsv.code, tsv.stderr).toBe(0);
    expect(tsv.stdout).not.toContain(ESC);
    const lines = tsv.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(
      'accountNo\tinstitution\trequired\tpaid\tfrozen\tavailable\tshortfall\tstatus',
    );
    expect(lines).toHaveLength(16);

    const json = JSON.parse((await qy(['deposits', 'list', '--limit', '15', '--json'])).stdout) as {
      accountNo: string;
      requiredFen: number;
      status: string;
    }[];
    expect(json).toHaveLength(15);
    expect(Number.isInteger(json[0].requiredFen)).toBe(true);

    const csv = parseCsv((await qy(['deposits', 'list', '--limit', '15', '--csv'])).stdout);
    // --csv is the server export's shape (tests/cli/e2e/qy-csv.test.ts compares the two).
    expect(csv[0]).toEqual([
      'Account no.',
      'Institution',
      'Merchant',
      'Required',
      'Paid',
      'Frozen',
      'Available',
      'Shortfall',
      'Status',
      'Created',
    ]);
    expect(csv.slice(1).map((r) => r[0])).toEqual(json.map((a) => a.accountNo));
    expect(csv.slice(1).map((r) => r[3])).toEqual(
      json.map(
        (a) => `${Math.trunc(a.requiredFen / 100)}.${String(a.requiredFen % 100).padStart(2, '0')}`,
      ),
    );
    expect(lines.slice(1).map((l) => l.split('\t')[7])).toEqual(json.map((a) => a.status));
  });

  it('filters deposits by status and shows one account', async () => {
    const active = JSON.parse(
      (await qy(['deposits', 'list', '--status', 'active', '--json', '-L', '5'])).stdout,
    ) as {
      accountNo: string;
      status: string;
    }[];
    expect(active.length).toBeGreaterThan(0);
    expect(new Set(active.map((a) => a.status))).toEqual(new Set(['active']));
    const shown = await qy(['deposits', 'show', active[0].accountNo, '--json']);
    expect(shown.code).toBe(0);
    expect(JSON.parse(shown.stdout)).toMatchObject({
      accountNo: active[0].accountNo,
      status: 'active',
    });
    const missing = await qy(['deposits', 'show', 'BZJ00000000000000']);
    expect(missing.code).toBe(4);
    expect(missing.stderr).toBe('qy: Not found\n');
  });

  it('lists settlements with totals on stderr and shows one', async () => {
    const result = await qy(['settlements', 'list', '--json', '--limit', '20']);
    expect(result.code, result.stderr).toBe(0);
    const rows = JSON.parse(result.stdout) as { settlementNo: string; netFen: number }[];
    expect(rows).toHaveLength(20);
    expect(result.stderr).toMatch(/^# \d+ settlements · gross ¥[\d,]+\.\d\d · share/);
    const tsv = await qy(['settlements', 'list', '--limit', '3']);
    expect(tsv.stdout.split('\n')[1].split('\t')[0]).toBe(rows[0].settlementNo);
    const shown = await qy(['settlements', 'show', rows[0].settlementNo, '--csv']);
    const csv = parseCsv(shown.stdout);
    expect(csv[1][0]).toBe(rows[0].settlementNo);
    expect(Math.round(Number(csv[1][csv[0].indexOf('net')]) * 100)).toBe(rows[0].netFen);
  });

  it('prints the list’s totals with settlements totals, and ends quietly under `| head -1`', async () => {
    const list = await qy(['settlements', 'list', '--status', 'settled', '--limit', '1']);
    const totals = await qy(['settlements', 'totals', '--status', 'settled', '--json']);
    expect(totals.code, totals.stderr).toBe(0);
    const figures = JSON.parse(totals.stdout) as { count: number; netFen: number };
    expect(figures).toMatchObject({ totalExact: true, netFen: expect.any(Number) });
    expect(Number.isInteger(figures.netFen)).toBe(true);
    expect(list.stderr.split('\n')[0]).toMatch(
      new RegExp(`^# ${figures.count.toLocaleString('en-US')} settlements · `),
    );
    const piped = spawnSync(
      'bash',
      [
        '-c',
        `"${process.execPath}" "${suite.bin}" settlements totals | head -1; echo "exit=\${PIPESTATUS[0]}" >&2`,
      ],
      { encoding: 'utf8', env: suite.env },
    );
    expect(piped.stdout).toMatch(/^count\t\d+\n$/);
    expect(piped.stderr).toBe('exit=0\n');
  });

  it('exits 2 on a usage error and 5 when the server cannot be reached', async () => {
    expect((await qy(['settlements', 'list', '--limit', '0'])).code).toBe(2);
    const closed = await freePort();
    // The stored token belongs to the real server; QY_TOKEN pairs with this QY_SERVER.
    const down = await qy(['whoami'], {
      env: { QY_SERVER: `http://127.0.0.1:${closed}`, QY_TOKEN: 'T'.repeat(43) },
    });
    expect(down.code).toBe(5);
    expect(down.stderr).toMatch(
      /^qy: Network Error: connection refused by 127\.0\.0\.1:\d+; is the server at http:\/\/127\.0\.0\.1:\d+ running\?/,
    );
  });

  it('tails the log live, resumes after a server restart, and exits 0 on Ctrl-C', async () => {
    const child: ChildProcess = spawn(
      process.execPath,
      [suite.bin, 'logs', 'tail', '-n', '2', '--json'],
      { env: suite.env },
    );
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr?.on('data', (c: Buffer) => (stderr += c.toString()));
    const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
    const entries = () =>
      stdout
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { id: number; username: string });
    const waitFor = async (check: () => boolean, ms: number) => {
      const end = Date.now() + ms;
      while (!check()) {
        if (Date.now() > end) throw new Error(`timed out; stdout=${stdout} stderr=${stderr}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    await waitFor(() => entries().length >= 2, 10_000);

    // Connected yet or not, the stream resumes after the last printed id: the entry comes. The
    // wait is a hang guard (10× the second it takes at worst, the server's 500 ms poll and more).
    await writeLogEntry('e2e-probe-1');
    await waitFor(() => entries().some((e) => e.username === 'e2e-probe-1'), 10_000);

    await suite.restartServer();
    await writeLogEntry('e2e-probe-2');
    // The tail retries every second; the server needs a moment to come back.
    await waitFor(() => entries().some((e) => e.username === 'e2e-probe-2'), 15_000);
    // The restart's SIGTERM drains: the stream is told to go, which is no error to the tail.
    expect(stderr).toContain('qy: the server is restarting; reconnecting…');
    expect(stderr).not.toContain('connection lost');

    child.kill('SIGINT');
    expect(await closed).toBe(0);
    const ids = entries().map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(stdout).not.toContain(ESC);
    expect(stderr).toMatch(/qy: printed \d+ entries in \d+s\n$/);
  }, 120_000);

  it('signs out and is then not signed in', async () => {
    const out = await qy(['logout']);
    expect(out.code).toBe(0);
    expect((await qy(['whoami'])).code).toBe(3);
  });
});
