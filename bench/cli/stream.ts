/**
 * `npm run bench:cli`, part two: what `--all` costs at size, against a stand-in API that serves
 * generated cursor pages (tests/cli/support/cursor-server.ts), so the figures are qy's own:
 *   1,000,000 rows as TSV, CSV and JSON: peak RSS (GNU time)      target < 150 MB each
 *   30,000 rows on a terminal (a pty from `script`) vs piped      target ≤ 2× the piped time
 */
import { spawn } from 'node:child_process';
import { startCursorServer } from '../../tests/cli/support/cursor-server.ts';

export interface StreamFigure {
  name: string;
  text: string;
  ok: boolean;
}

interface Run {
  ms: number;
  rssKb: number;
  bytes: number;
}

/** Runs `command` (under GNU time when `rss`), counting stdout bytes without keeping them. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const child = spawn('/usr/bin/time', ['-f', 'RSS=%M', command, ...args], { env });
    let bytes = 0;
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (bytes += c.length));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      const rss = /RSS=(\d+)/.exec(stderr);
      if (code !== 0 || !rss) reject(new Error(`${args.join(' ')} exited ${code}: ${stderr}`));
      else resolve({ ms, rssKb: Number(rss[1]), bytes });
    });
  });
}

const shellQuote = (s: string) => `'${s.replaceAll("'", `'\\''`)}'`;

export async function streamFigures(bin: string, baseEnv: NodeJS.ProcessEnv) {
  const figures: StreamFigure[] = [];
  const big = await startCursorServer(1_000_000);
  const env = { ...baseEnv, QY_SERVER: big.url, QY_TOKEN: 'T'.repeat(43), HOME: '/tmp' };
  try {
    for (const flag of ['--no-color', '--csv', '--json']) {
      const name = `deposits list --all ${flag === '--no-color' ? '(TSV)' : flag}, 1,000,000 rows`;
      const { ms, rssKb, bytes } = await run(
        process.execPath,
        [bin, 'deposits', 'list', '--all', flag],
        env,
      );
      const mb = rssKb / 1024;
      figures.push({
        name,
        ok: mb < 150,
        text: `peak RSS ${mb.toFixed(1)} MB (target < 150 MB), ${(bytes / 1e6).toFixed(0)} MB out in ${(ms / 1000).toFixed(1)} s`,
      });
    }
  } finally {
    await big.close();
  }

  const rows = 30_000;
  const small = await startCursorServer(rows);
  const tableEnv = { ...env, QY_SERVER: small.url, COLUMNS: '80', LINES: '40', TERM: 'xterm' };
  try {
    const args = [bin, 'deposits', 'list', '--limit', String(rows)];
    const piped = await run(process.execPath, args, tableEnv);
    // `script` gives qy a pseudo-terminal, so it draws the table (and ink's spinner).
    const line = [process.execPath, ...args].map(shellQuote).join(' ');
    const tty = await run('script', ['-qfec', line, '/dev/null'], tableEnv);
    const ratio = tty.ms / piped.ms;
    figures.push({
      name: `deposits list --limit ${rows}, terminal vs piped`,
      ok: ratio <= 2,
      text:
        `terminal ${(tty.ms / 1000).toFixed(2)} s (${(tty.bytes / 1e6).toFixed(1)} MB drawn at 80 columns), ` +
        `piped ${(piped.ms / 1000).toFixed(2)} s: ${ratio.toFixed(2)}× (target ≤ 2×)`,
    });
  } finally {
    await small.close();
  }
  return figures;
}
