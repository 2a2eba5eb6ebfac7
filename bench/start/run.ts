/**
 * `npm run bench:start`: server start → `/readyz` OK (`/healthz` answers from the bind, before the
 * database) on a seeded embedded database, for the production bundle (`node dist/server/main.mjs`,
 * built first when stale) and for `tsx server/main.ts`, median of RUNS, each interleaved with a bare
 * `node -e 0` (the floor, measured in the same run; NODE_EXTRA_CA_CERTS unset on both sides).
 * Target: ≤ 2.0 s. Then `tools/ensure-built.ts` finding dist/ up to date (npm start's first half)
 * against `node --import tsx -e 0`. Target: ≤ 1.6×.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt, ROOT, SERVER_BUNDLE } from '../../tests/support/build.ts';
import { freePort } from '../../tests/e2e/support/server.ts';

const RUNS = Number(process.argv[2] ?? 7);
const TARGET_MS = 2000;
/** tools/ensure-built.ts finding dist/ up to date, as a multiple of `node --import tsx -e 0`. */
const CHECK_TARGET_RATIO = 1.6;

const env: NodeJS.ProcessEnv = {
  ...process.env,
  LOG_LEVEL: 'warn',
  SEED_SCALE: 'test',
  QY_DEMO: '1',
  SMS_PROVIDER: 'log',
};
delete env.NODE_EXTRA_CA_CERTS;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Starts `args`, polls /readyz every 10 ms, returns the ms until it answered OK, then stops it. */
async function startToHealthy(args: string[], dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(args[0], args.slice(1), {
    cwd: ROOT,
    env: { ...env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  child.stderr?.on('data', (d) => (err += String(d)));
  const exited = new Promise((r) => child.once('exit', r));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited: ${err}`);
      const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return performance.now() - started;
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

/** Wall time of one run of `args` to its exit. */
function timed(args: string[]): number {
  const started = performance.now();
  const run = spawnSync(args[0], args.slice(1), { cwd: ROOT, env });
  if (run.status !== 0) throw new Error(`${args.join(' ')} exited ${run.status}: ${run.stderr}`);
  return performance.now() - started;
}

function floorOnce(): number {
  const started = performance.now();
  spawnSync(process.execPath, ['-e', '0'], { env });
  return performance.now() - started;
}

await ensureBuilt();
const tmp = await mkdtemp(join(tmpdir(), 'qy-start-bench-'));
const dataDir = join(tmp, 'data');
try {
  const subjects = [
    { name: 'node dist/server/main.mjs', args: [process.execPath, SERVER_BUNDLE] },
    {
      name: 'tsx server/main.ts',
      args: [process.execPath, '--import', 'tsx', join(ROOT, 'server/main.ts')],
    },
  ];
  // The first start creates and seeds the database; every measured start finds it seeded.
  await startToHealthy(subjects[0].args, dataDir);
  console.log(`node ${process.version}, ${RUNS} runs each, median wall time, seeded PGlite`);
  let failed = false;
  for (const subject of subjects) {
    const base: number[] = [];
    const ms: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      base.push(floorOnce());
      ms.push(await startToHealthy(subject.args, dataDir));
    }
    const m = median(ms);
    const b = median(base);
    const isTarget = subject === subjects[0];
    const ok = m <= TARGET_MS;
    if (isTarget) failed ||= !ok;
    console.log(
      `${subject.name.padEnd(28)} start → /readyz ${m.toFixed(0).padStart(6)} ms   node -e 0 ${b.toFixed(1).padStart(6)} ms   ` +
        `${(m / b).toFixed(1)}×${isTarget ? `   (target ≤ ${TARGET_MS} ms) ${ok ? 'ok' : 'OVER TARGET'}` : ''}`,
    );
  }
  // npm start's first half when dist/ is up to date: it imports the build only when one is needed,
  // so deciding "nothing to do" should cost little more than starting tsx at all.
  const check: number[] = [];
  const tsxFloor: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    tsxFloor.push(timed([process.execPath, '--import', 'tsx', '-e', '0']));
    check.push(timed([process.execPath, '--import', 'tsx', join(ROOT, 'tools/ensure-built.ts')]));
  }
  const c = median(check);
  const f = median(tsxFloor);
  const checkOk = c / f <= CHECK_TARGET_RATIO;
  failed ||= !checkOk;
  console.log(
    `${'ensure-built (up to date)'.padEnd(28)} ${c.toFixed(0).padStart(6)} ms   tsx -e 0 ${f.toFixed(1).padStart(6)} ms   ` +
      `${(c / f).toFixed(2)}×   (target ≤ ${CHECK_TARGET_RATIO}×) ${checkOk ? 'ok' : 'OVER TARGET'}`,
  );
  process.exitCode = failed ? 1 : 0;
} finally {
  await rm(tmp, { recursive: true, force: true });
}
