/**
 * The demo database the tests' server processes start from (the browser files' and qy's), seeded
 * once per build and day and copied per server: a server on a copy is ready in about 0.9 s and
 * 1.2 s of CPU instead of about 5 s and 7.7 s (creating the embedded database, migrating and
 * seeding it).
 *
 * The template is what a server leaves behind after its first start on an empty DATA_DIR with the
 * test seed and nothing else (no request but /readyz), stopped cleanly. It is keyed by the server
 * bundle's contents, the seed scale and the day (the seed dates records from today), so a new
 * build or a new day seeds afresh; older templates of the same scale are removed. Workers that find none at once
 * take turns on a lock file (tests/support/file-lock.ts): the first seeds it, the others wait and
 * copy it.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withFileLock } from './file-lock.ts';
import { ensureBuilt, ROOT, SERVER_BUNDLE } from './build.ts';
import { pollReady } from './ready.ts';

/** Per checkout: other worktrees on the machine keep templates of their own builds. */
const TEMPLATES = join(
  tmpdir(),
  'qy-e2e-templates',
  createHash('sha256').update(ROOT).digest('hex').slice(0, 12),
);

/** A template's name: its seed scale, then a hash of the bundle, the scale and the day. */
async function templateKey(seedScale: string): Promise<string> {
  const bundle = await readFile(SERVER_BUNDLE);
  const day = new Date().toISOString().slice(0, 10);
  const hash = createHash('sha256')
    .update(bundle)
    .update(`\0${seedScale}\0${day}`)
    .digest('hex')
    .slice(0, 16);
  return `${scalePrefix(seedScale)}${hash}`;
}

const scalePrefix = (seedScale: string) => `${seedScale.replace(/[^\w]/g, '_')}-`;

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/**
 * Puts a copy of the seeded template at `dataDir` (the server's DATA_DIR), making the template
 * first when this build and day have none.
 */
export async function copySeededTemplate(dataDir: string, seedScale: string): Promise<void> {
  await ensureBuilt();
  const key = await templateKey(seedScale);
  const template = join(TEMPLATES, key);
  if (!(await exists(template))) {
    await withFileLock(join(TEMPLATES, `${key}.lock`), async () => {
      if (!(await exists(template))) await makeTemplate(key, seedScale);
    });
  }
  await cp(join(template, 'db'), dataDir, { recursive: true });
}

function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.once('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => res(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts the bundled server once on the empty `dataDir` with the demo seed of `seedScale`, waits
 * for /readyz and stops it (SIGTERM: it closes the database cleanly); throws with its output when
 * it does not start or does not exit 0.
 */
async function seedOnce(dataDir: string, seedScale: string): Promise<void> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ['DATABASE_URL', 'DATABASE_SCHEMA', 'SMS_COOLDOWN_SECONDS']) delete env[key];
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: ROOT,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SMS_OUTBOX_FILE: join(dataDir, '..', 'outbox.jsonl'),
      SEED_SCALE: seedScale,
      LOG_LEVEL: 'warn',
      QY_DEMO: '1',
      SMS_PROVIDER: 'log',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += String(d)));
  child.stderr.on('data', (d) => (log += String(d)));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  // A start on a loaded shared machine (load 20 on 2 cores) has taken over 90 s.
  const ready = await pollReady(`http://127.0.0.1:${port}`, child, 180_000);
  if (child.exitCode === null) child.kill(ready ? 'SIGTERM' : 'SIGKILL');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  const code = await exited;
  clearTimeout(timer);
  if (!ready || code !== 0)
    throw new Error(`seeding the test template failed (ready ${ready}, exit ${code}):\n${log}`);
}

/** Seeds the template `key` in a scratch directory and renames it into place (whole or not at all). */
async function makeTemplate(key: string, seedScale: string): Promise<void> {
  const making = await mkdtemp(join(TEMPLATES, `.making-${key}-`));
  try {
    await seedOnce(join(making, 'db'), seedScale);
    await rename(making, join(TEMPLATES, key));
  } finally {
    await rm(making, { recursive: true, force: true });
  }
  // Older templates of this seed scale go (an older build's or day's). Another scale's stay: a
  // file seeding its own scale once removed the 'test' template while other files copied it
  // (ENOENT in a fresh-clone run, 2026-11-29). Locks and scratch directories stay.
  const prefix = scalePrefix(seedScale);
  for (const old of await readdir(TEMPLATES)) {
    if (old !== key && old.startsWith(prefix) && !/\.lock(\.|$)/.test(old)) {
      await rm(join(TEMPLATES, old), { recursive: true, force: true });
    }
  }
}
