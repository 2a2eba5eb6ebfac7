/**
 * `npm run bench:cli`: cold start of the bundled qy, as a ratio to a bare `node -e 0` on the same
 * Node (the one running the bench: the project's Node 24 under npm). Builds dist/cli/qy.mjs,
 * starts the real server on a random port with a temp data directory, signs in through the SMS
 * outbox, then times (median of RUNS, interleaved with the baseline so machine load hits both
 * alike):
 *   qy --help                              target ≤ 1.6×
 *   qy settlements list --json --limit 20  target ≤ 3×
 * then the ways in: `qy --help` started by the system Node when it is older (the re-run under the
 * project's Node: the hop's cost), through an `npm link`ed bin on PATH (into a temp prefix), and
 * `npx qy`. `--patches` also builds qy without each optional part (cli/build.ts OPTIONAL_PARTS:
 * the third-party patches of cli/build-plugins.ts, the plain transport) and reports what each
 * saves (one stays only while it saves >= 10 ms). Then what `--all` costs at
 * size (bench/cli/stream.ts): peak RSS for 1,000,000 rows as TSV, CSV and JSON, and 30,000 rows on
 * a terminal against piped. `--startup-only` skips that part (it takes minutes). Exit code 1 when
 * any figure misses its target.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildCli, OPTIONAL_PARTS } from '../../cli/build.ts';
import { readSmsCode, REPO_ROOT, startServer } from '../../tests/cli/support/server-process.ts';
import { streamFigures } from './stream.ts';

const args = process.argv.slice(2);
const startupOnly = args.includes('--startup-only');
// `--patches` measures every optional part; `--patches=a,b` only those.
const patchesArg = args.find((a) => a.startsWith('--patches'));
const measurePatches = patchesArg !== undefined;
const patchNames = patchesArg?.includes('=') ? patchesArg.split('=')[1]!.split(',') : undefined;
const RUNS = Number(args.find((a) => /^\d+$/.test(a)) ?? 21);

interface Timing {
  /** Wall time, ms. */
  wall: number;
  /** User + system CPU time (GNU time), ms: less swayed by other processes than wall time. */
  cpu: number;
}

/** A command line: the program (default: this Node) and its arguments. */
interface Cmd {
  program?: string;
  args: string[];
}

function timeOnce({ program = process.execPath, args }: Cmd, env: NodeJS.ProcessEnv): Timing {
  const start = process.hrtime.bigint();
  const result = spawnSync('/usr/bin/time', ['-f', 'CPU %U %S', program, ...args], {
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

/** Medians of the baseline (`node -e 0` on this Node unless given) and the subject, alternately. */
function compare(subject: Cmd, env: NodeJS.ProcessEnv, baseline: Cmd = { args: ['-e', '0'] }) {
  // Warm the file cache (and Node's compile cache) once: a start of the process is what counts.
  timeOnce(subject, env);
  timeOnce(baseline, env);
  const base: Timing[] = [];
  const cmd: Timing[] = [];
  for (let i = 0; i < RUNS; i++) {
    base.push(timeOnce(baseline, env));
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

/** The system's Node (first `node` on PATH outside node_modules/.bin) when it is not this one. */
function systemNode(): string | undefined {
  const dirs = (process.env.PATH ?? '').split(':').filter((d) => !d.includes('node_modules'));
  for (const dir of dirs) {
    const node = join(dir, 'node');
    if (!existsSync(node)) continue;
    const version = execFileSync(node, ['--version']).toString().trim();
    return version === process.version ? undefined : node;
  }
  return undefined;
}

const line = (name: string, text: string) => console.log(`${name.padEnd(40)} ${text}`);

/**
 * `qy --help` as people start it: by an older system Node (re-run under the project's Node), from
 * an `npm link`ed bin on PATH (NPM_CONFIG_PREFIX points npm link at a temp prefix), and `npx qy`.
 */
async function waysIn(env: NodeJS.ProcessEnv) {
  const direct = { args: [bin, '--help'] };
  const old = systemNode();
  if (old) {
    const version = execFileSync(old, ['--version']).toString().trim();
    const hop = compare({ program: old, args: [bin, '--help'] }, env, direct);
    const bare = compare({ program: old, args: ['-e', '0'] }, env, { args: ['-e', '0'] });
    line(
      `qy --help started by node ${version}`,
      `${hop.cmd.toFixed(1)} ms against ${hop.base.toFixed(1)} ms on ${process.version}: the hop costs ` +
        `${(hop.cmd - hop.base).toFixed(1)} ms (node ${version} -e 0 alone: ${bare.cmd.toFixed(1)} ms)`,
    );
  }
  const prefix = join(tmp, 'npm-prefix');
  await mkdir(join(prefix, 'lib'), { recursive: true });
  execFileSync('npm', ['link', '--no-audit', '--no-fund'], {
    cwd: REPO_ROOT,
    env: { ...process.env, NPM_CONFIG_PREFIX: prefix },
    stdio: 'ignore',
  });
  const linked = join(prefix, 'bin', 'qy');
  // The linked bin runs under the first `node` on PATH: the project's Node 24 here (as after
  // `nvm use`), then the system's Node (the hop) when it is older.
  const on24 = compare({ program: linked, args: ['--help'] }, env);
  line(
    'qy --help (npm link, Node 24 on PATH)',
    `${on24.cmd.toFixed(1)} ms   node -e 0 ${on24.base.toFixed(1)} ms   ${(on24.cmd / on24.base).toFixed(2)}×`,
  );
  const systemPath = (process.env.PATH ?? '')
    .split(':')
    .filter((d) => !d.includes('node_modules'))
    .join(':');
  if (old) {
    const onOld = compare({ program: linked, args: ['--help'] }, { ...env, PATH: systemPath });
    line(
      'qy --help (npm link, system Node on PATH)',
      `${onOld.cmd.toFixed(1)} ms   node -e 0 ${onOld.base.toFixed(1)} ms   ${(onOld.cmd / onOld.base).toFixed(2)}×`,
    );
  }
  const npx = compare({ program: 'npx', args: ['qy', '--help'] }, env);
  line(
    'npx qy --help',
    `${npx.cmd.toFixed(1)} ms   node -e 0 ${npx.base.toFixed(1)} ms   ${(npx.cmd / npx.base).toFixed(2)}×`,
  );
}

/** What each optional part saves: qy built without it against the full build, same run. */
async function patches(env: NodeJS.ProcessEnv, rows: { name: string; args: string[] }[]) {
  await mkdir(join(REPO_ROOT, '.tmp'), { recursive: true });
  for (const part of OPTIONAL_PARTS.filter((p) => !patchNames || patchNames.includes(p))) {
    const out = await mkdtemp(join(REPO_ROOT, '.tmp', 'bench-cli-'));
    try {
      const without = await buildCli({ outDir: out, without: [part] });
      for (const row of rows) {
        const { base, cmd, baseCpu, cmdCpu } = compare({ args: [bin, ...row.args] }, env, {
          args: [without, ...row.args],
        });
        // CPU time decides: under other engineers' load, wall medians sway by tens of ms.
        const saved = baseCpu - cmdCpu;
        line(
          `${part}: ${row.name}`,
          `saves ${saved.toFixed(0)} ms CPU (${cmdCpu.toFixed(0)} with, ${baseCpu.toFixed(0)} without; ` +
            `wall ${cmd.toFixed(1)} / ${base.toFixed(1)} ms) ${saved >= 10 ? 'keep' : 'under 10 ms'}`,
        );
      }
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  }
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
    { name: 'qy --help', args: ['--help'], target: 1.6 },
    {
      name: 'qy settlements list --json --limit 20',
      args: ['settlements', 'list', '--json', '--limit', '20'],
      target: 3,
    },
  ];
  console.log(
    `node ${process.version}, ${RUNS} runs each, median wall time; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  for (const row of rows) {
    const { base, cmd, baseCpu, cmdCpu } = compare({ args: [bin, ...row.args] }, env);
    const ratio = cmd / base;
    const ok = ratio <= row.target;
    failed ||= !ok;
    console.log(
      `${row.name.padEnd(40)} ${cmd.toFixed(1).padStart(7)} ms   node -e 0 ${base.toFixed(1).padStart(6)} ms   ` +
        `${ratio.toFixed(2)}× (target ≤ ${row.target}×) ${ok ? 'ok' : 'OVER TARGET'}   ` +
        `CPU ${cmdCpu.toFixed(0)} / ${baseCpu.toFixed(0)} ms = ${(cmdCpu / baseCpu).toFixed(2)}×`,
    );
  }
  await waysIn(env);
  if (measurePatches) await patches(env, rows);
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
