/**
 * The production build for tests that run what `npm run serve` runs: `tools/ensure-built.ts`
 * (builds dist/ when a part is missing or a source is newer), once per run: a lock file keeps
 * parallel test files from building at the same time, and the others wait for it; the first to
 * finish leaves a stamp for the run (QY_TEST_RUN, set by tests/support/test-run.ts), so the files
 * after it skip the check.
 */
import { spawn } from 'node:child_process';
import { stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { withFileLock } from './file-lock.ts';

export const ROOT = resolve(import.meta.dirname, '../..');
export const SERVER_BUNDLE = join(ROOT, 'dist/server/main.mjs');
/** The admin command's bundle (`npm run admin`). */
export const ADMIN_BUNDLE = join(ROOT, 'dist/server/admin.mjs');
/**
 * V8 flags for the Node processes the tests start that run PGlite: vitest's workers (the in-process
 * app's database) and the server and admin children. `--liftoff-only` compiles PGlite's
 * WebAssembly (PostgreSQL, 8 MB) with V8's baseline compiler only: TurboFan's tier-up of its hot
 * functions pays off in a server that runs for days, not in one that lives for a test file. Six
 * in-process server files took 40.1-42.2 s of CPU with it and 47.3-49.3 s without; three browser
 * files' server children 7.8-10.1 s and 11.9-16.5 s (issue 27). The code run is the same; only
 * V8's choice of compiler differs. `npm start`, `npm run serve` and the benches keep V8's default.
 */
export const TEST_NODE_FLAGS: readonly string[] = ['--liftoff-only'];
/** qy's bundle, the package's bin (`npm run build` writes it). */
export const CLI_BUNDLE = join(ROOT, 'dist/cli/qy.mjs');

/** Held while one process builds (./file-lock.ts: taken over when its holder died). */
const LOCK = join(ROOT, 'dist/.test-build-lock');

function runEnsureBuilt(): Promise<void> {
  return new Promise<void>((res, rej) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tools/ensure-built.ts'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    child.once('error', rej);
    child.once('exit', (code) =>
      code === 0 ? res() : rej(new Error(`tools/ensure-built.ts exited with ${code}`)),
    );
  });
}

/** The file that says this run has made dist/ current. */
export function buildStamp(run: string): string {
  return join(ROOT, 'dist', `.test-built-${run}`);
}

const stamped = (stamp: string | null) =>
  stamp
    ? stat(stamp).then(
        () => true,
        () => false,
      )
    : Promise.resolve(false);

let built: Promise<void> | undefined;

/** Makes dist/ current (console, CLI, server bundle); at most one build at a time, one per run. */
export function ensureBuilt(): Promise<void> {
  const run = process.env.QY_TEST_RUN;
  const stamp = run ? buildStamp(run) : null;
  built ??= (async () => {
    if (await stamped(stamp)) return;
    await withFileLock(LOCK, async () => {
      if (await stamped(stamp)) return;
      await runEnsureBuilt();
      if (stamp) await writeFile(stamp, '');
    });
  })();
  return built;
}

/** The path of qy's bundle, once dist/ is current: the CLI as the package ships it. */
export async function builtCli(): Promise<string> {
  await ensureBuilt();
  return CLI_BUNDLE;
}
