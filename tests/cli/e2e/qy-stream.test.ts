/**
 * `--all` streams page by page: the bundled qy against a stand-in server, on a small set. Rows
 * leave before the next page is sent, `| head` ends it cleanly, every format prints every row, a
 * terminal (a pty from `script`) draws the table; also --fields, --no-headers and --bom. The
 * volume figures (1,000,000 rows per format, peak RSS < 150 MB; the terminal's time against
 * piped) are `npm run bench:cli`'s (bench/cli/stream.ts), not a test's.
 */
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { builtCli } from '../../support/build.ts';
import { startCursorServer, type CursorServer } from '../support/cursor-server.ts';
import { spawnQy } from '../support/spawn-qy.ts';

// Three pages of CURSOR_LIMIT_MAX (1,000), and more than a pipe's buffer (64 KB) of text.
const ROWS = 3_000;
// A hang guard only: a small set streams in well under a second.
const GUARD_MS = 30_000;
let bin: string;
let api: CursorServer;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  bin = await builtCli();
  api = await startCursorServer(ROWS);
  env = { PATH: process.env.PATH, QY_SERVER: api.url, QY_TOKEN: 'T'.repeat(43), HOME: '/tmp' };
}, 120_000);
afterAll(() => api?.close());

/** A server whose pages after the first wait for `release()`. */
async function heldServer() {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let asked = 0;
  const server = await startCursorServer(ROWS, {
    beforePage: async (start) => {
      if (start === 0) return;
      asked += 1;
      await released;
    },
  });
  return { server, release, asked: () => asked };
}

/** Runs `command` to the end, keeping stdout and stderr as they come. */
function started(command: string, args: string[], childEnv: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { env: childEnv });
  const seen = { stdout: '', stderr: '' };
  child.stdout.on('data', (c: Buffer) => (seen.stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (seen.stderr += c.toString()));
  const closed = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  return { seen, closed };
}

describe('qy --all streams page by page', () => {
  it.each([
    ['--csv', (out: string) => out.trimEnd().split('\r\n').length - 1],
    ['--json', (out: string) => (JSON.parse(out) as unknown[]).length],
    ['--no-color', (out: string) => out.trimEnd().split('\n').length - 1],
  ])(
    '%s: prints the first page before the next is sent, then every row',
    async (flag, rowsIn) => {
      const held = await heldServer();
      try {
        const qy = started(process.execPath, [bin, 'deposits', 'list', '--all', flag], {
          ...env,
          QY_SERVER: held.server.url,
        });
        // Rows of the first page are out while the second page is asked for and not answered
        // (qy writes in chunks: the first page's tail may wait for the next chunk).
        await vi.waitFor(
          () => {
            expect(qy.seen.stdout).toContain('BZJ00000000000001');
            expect(held.asked()).toBe(1);
          },
          { timeout: GUARD_MS, interval: 20 },
        );
        expect(qy.seen.stdout).not.toContain('BZJ00000000001000');
        held.release();
        expect(await qy.closed).toBe(0);
        expect(qy.seen.stderr).toBe('');
        expect(rowsIn(qy.seen.stdout)).toBe(ROWS);
        expect(qy.seen.stdout).toContain('BZJ00000000002999');
      } finally {
        held.release();
        await held.server.close();
      }
    },
    60_000,
  );

  it('ends quietly with 0 when its reader goes away (`| head -n 2`)', async () => {
    // 3,000 rows are more than the pipe holds: qy is still writing when head has gone.
    const line = [process.execPath, bin, 'deposits', 'list', '--all']
      .map((a) => `'${a}'`)
      .join(' ');
    const sh = started(
      'bash',
      ['-c', `${line} | head -n 2; echo "qy exited \${PIPESTATUS[0]}"`],
      env,
    );
    expect(await sh.closed).toBe(0);
    const [header, first, exit] = sh.seen.stdout.trimEnd().split('\n');
    expect(header.startsWith('accountNo\t')).toBe(true);
    expect(first.startsWith('BZJ00000000000000\t')).toBe(true);
    expect(exit).toBe('qy exited 0');
    expect(sh.seen.stderr).toBe('');
  }, 60_000);

  it('draws rows on a terminal as a table, ids whole at 80 columns', async () => {
    const args = [bin, 'deposits', 'list', '-L', String(ROWS)];
    const ttyEnv = { ...env, COLUMNS: '80', LINES: '40', TERM: 'xterm' };
    const line = [process.execPath, ...args].map((a) => `'${a}'`).join(' ');
    const piped = await spawnQy(bin, args.slice(1), ttyEnv);
    // `script` gives qy a pseudo-terminal: it draws the table, not TSV.
    const terminal = started('script', ['-qfec', line, '/dev/null'], ttyEnv);
    expect(await terminal.closed).toBe(0);
    const tty = terminal.seen.stdout;
    expect(piped.stdout.split('\n')[0]).toBe(
      'accountNo\tinstitution\trequired\tpaid\tfrozen\tavailable\tshortfall\tstatus',
    );
    expect(piped.stdout.trimEnd().split('\n')).toHaveLength(ROWS + 1);
    expect(tty).not.toContain('accountNo\tinstitution');
    expect(tty).toMatch(/Account no[^\n]*Required[^\n]*Shortfall/);
    // The key column is never cut: the first and the last id are there whole.
    expect(tty).toContain('BZJ00000000000001 ');
    expect(tty).toContain('BZJ00000000002999 ');
  }, 120_000);

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
