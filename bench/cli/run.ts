/**
 * `npm run bench:cli`: cold start of the bundled qy, as a ratio to a bare `node -e 0`.
 * Builds dist/cli/qy.cjs, starts the real server on a random port with a temp data directory,
 * signs in through the SMS outbox, then times (median of RUNS, interleaved with the baseline so
 * machine load hits both alike):
 *   qy --help                              target ≤ 1.6×
 *   qy settlements list --json --limit 20  target ≤ 3×
 * then what `--all` costs at size (bench/cli/stream.ts): peak RSS for 1,000,000 rows as TSV, CSV
 * and JSON, and 30,000 rows on a terminal against piped. `--startup-only` skips that part (it
 * takes minutes). Exit code 1 when any figure misses its target.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildCli } from '../../cli/build.ts';
import { readSmsCode, REPO_ROOT, startServer } from '../../tests/cli/support/server-process.ts';
import { streamFigures } from './stream.ts';

const args = process.argv.slice(2);
const startupOnly = args.includes('--startup-only');
const RUNS = Number(args.find((a) => /^\d+$/.test(a)) ?? 21);

interface Timing {
  /** Wall time, ms. */
  wall: number;
  /** User + system CPU time (GNU time), ms: less swayed by other processes than wall time. */
  cpu: number;
}

function timeOnce(args: string[], env: NodeJS.ProcessEnv): Timing {
  const start = process.hrtime.bigint();
  const result = spawnSync('/usr/bin/time', ['-f', 'CPU %U %S', process.execPath, ...args], {
    env,
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const wall = Number(process.hrtime.bigint() - start) / 1e6;
  const stderr = result.stderr.toString();
  const cpu = /CPU ([\d.]+) ([\d.]+)\s*$/.exec(stderr);
  if (result.status !== 0 || !cpu) {
    throw new Error(`${args.join(' ')} exited ${result.status}: ${stderr}`);
  }
  return { wall, cpu: (Number(cpu[1]) + Number(cpu[2])) * 1000 };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Medians of the baseline and the subject, measured alternately. */
function compare(subject: string[], env: NodeJS.ProcessEnv) {
  timeOnce(subject, env); // warm the file cache once; cold start of the process is what counts
  const base: Timing[] = [];
  const cmd: Timing[] = [];
  for (let i = 0; i < RUNS; i++) {
    base.push(timeOnce(['-e', '0'], env));
    cmd.push(timeOnce(subject, env));
  }
  const of = (xs: Timing[], key: keyof Timing) => median(xs.map((x) => x[key]));
  return {
    base: of(base, 'wall'),
    cmd: of(cmd, 'wall'),
    baseCpu: of(base, 'cpu'),
    cmdCpu: of(cmd, 'cpu'),
  };
}

const tmp = await mkdtemp(join(tmpdir(), 'cli-bench-'));
const bin = await buildCli();
const outboxFile = join(tmp, 'sms-outbox.jsonl');
const server = await startServer({ dataDir: join(tmp, 'data'), outboxFile });
const env: NodeJS.ProcessEnv = {
  ...process.env,
  XDG_CONFIG_HOME: join(tmp, 'config'),
  QY_SERVER: server.url,
  NO_COLOR: '1',
};
// Loading extra CA certificates costs every process ~80 ms: it would hide the CLI's own cost in
// both sides of the ratio.
delete env.NODE_EXTRA_CA_CERTS;
let failed = false;
try {
  const sentAt = Date.now();
  const send = spawnSync(process.execPath, [bin, 'login', '-u', 'admin', '--send-code'], { env });
  if (send.status !== 0) throw new Error(`send-code failed: ${send.stderr.toString()}`);
  const code = await readSmsCode(outboxFile, 'admin', sentAt - 1000);
  const login = spawnSync(
    process.execPath,
    [bin, 'login', '-u', 'admin', '--password-stdin', '--code', code],
    { env, input: 'Admin123' },
  );
  if (login.status !== 0) throw new Error(`login failed: ${login.stderr.toString()}`);

  const rows = [
    { name: 'qy --help', args: [bin, '--help'], target: 1.6 },
    {
      name: 'qy settlements list --json --limit 20',
      args: [bin, 'settlements', 'list', '--json', '--limit', '20'],
      target: 3,
    },
  ];
  console.log(
    `node ${process.version}, ${RUNS} runs each, median wall time; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  for (const row of rows) {
    const { base, cmd, baseCpu, cmdCpu } = compare(row.args, env);
    const ratio = cmd / base;
    const ok = ratio <= row.target;
    failed ||= !ok;
    console.log(
      `${row.name.padEnd(40)} ${cmd.toFixed(1).padStart(7)} ms   node -e 0 ${base.toFixed(1).padStart(6)} ms   ` +
        `${ratio.toFixed(2)}× (target ≤ ${row.target}×) ${ok ? 'ok' : 'OVER TARGET'}   ` +
        `CPU ${cmdCpu.toFixed(0)} / ${baseCpu.toFixed(0)} ms = ${(cmdCpu / baseCpu).toFixed(2)}×`,
    );
  }
} finally {
  await server.stop();
  await rm(tmp, { recursive: true, force: true });
}
if (!startupOnly) {
  for (const figure of await streamFigures(bin, env)) {
    failed ||= !figure.ok;
    console.log(`${figure.name.padEnd(52)} ${figure.text} ${figure.ok ? 'ok' : 'OVER TARGET'}`);
  }
}
process.exitCode = failed ? 1 : 0;
