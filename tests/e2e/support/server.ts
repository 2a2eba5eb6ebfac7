/**
 * A real server for browser tests: the production bundle (`node dist/server/main.mjs`, what
 * `npm run serve` runs) in its own process on a random 127.0.0.1 port, with a fresh temporary
 * DATA_DIR (embedded database, a copy of the seeded template: tests/support/seeded-template.ts) and an SMS
 * outbox file to read sign-in codes from. dist/ is built first when it is missing or older than
 * the sources (./build.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt, ROOT, SERVER_BUNDLE, TEST_NODE_FLAGS } from '../../support/build.ts';
import { pollReady } from '../../support/ready.ts';
import { readSmsCode } from '../../support/sms-outbox.ts';
import { copySeededTemplate } from '../../support/seeded-template.ts';

export { ROOT } from '../../support/build.ts';

export interface TestServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  /** The API base, e.g. http://127.0.0.1:41234/qy-sla-admin-api */
  api: string;
  dataDir: string;
  outboxFile: string;
  /** The server's SMS_COOLDOWN_SECONDS: one code per user per this many seconds. */
  smsCooldownSeconds: number;
  /** The newest SMS code sent to `username` (waits up to 10 s for it to appear). */
  smsCode(username: string, after?: number): Promise<string>;
  /** Server output so far (for failure messages). */
  output(): string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.once('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => res(port));
    });
  });
}

/**
 * The test servers' SMS cooldown (the product's default is 60 s): short, so a file that signs one
 * user in twice waits seconds rather than a minute, and long enough that the console's "Resend in
 * Ns" countdown is still there to be seen on a loaded machine.
 */
const TEST_SMS_COOLDOWN_SECONDS = 15;

export interface StartOptions {
  /** SEED_SCALE for the demo data (default 'test': small and fast). */
  seedScale?: string;
  env?: Record<string, string>;
}

interface Launched {
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  log(): string;
}

/** Starts the bundled server on `dbDir` and waits for /readyz. */
async function launch(dbDir: string, outboxFile: string, options: StartOptions): Promise<Launched> {
  const port = await freePort();
  let log = '';
  const child: ChildProcess = spawn(process.execPath, [...TEST_NODE_FLAGS, SERVER_BUNDLE], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dbDir,
      SMS_OUTBOX_FILE: outboxFile,
      SEED_SCALE: options.seedScale ?? 'test',
      LOG_LEVEL: 'warn',
      // The demo: seeded data and accounts, SMS codes in the outbox file.
      QY_DEMO: '1',
      SMS_PROVIDER: 'log',
      SMS_COOLDOWN_SECONDS: String(TEST_SMS_COOLDOWN_SECONDS),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += String(d)));
  child.stderr?.on('data', (d) => (log += String(d)));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));

  const url = `http://127.0.0.1:${port}`;
  // A start on a loaded shared machine (load 20 on 2 cores) has taken over 90 s.
  if (await pollReady(url, child, 180_000)) return { url, child, exited, log: () => log };
  child.kill('SIGKILL');
  throw new Error(`server did not become ready on ${url}:\n${log}`);
}

/** SIGTERM (the server drains and closes its database), SIGKILL after 10 s. */
async function stopProcess({ child, exited }: Launched): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

export async function startServer(options: StartOptions = {}): Promise<TestServer> {
  await ensureBuilt();
  const dataDir = await mkdtemp(join(tmpdir(), 'qy-e2e-'));
  const outboxFile = join(dataDir, 'sms-outbox.jsonl');
  const dbDir = join(dataDir, 'db');
  let launched: Launched;
  try {
    // The usual server starts on a copy of the seeded template; one with its own environment
    // seeds for itself.
    if (!options.env) await copySeededTemplate(dbDir, options.seedScale ?? 'test');
    launched = await launch(dbDir, outboxFile, options);
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }

  return {
    url: launched.url,
    api: `${launched.url}/qy-sla-admin-api`,
    dataDir,
    outboxFile,
    smsCooldownSeconds: Number(options.env?.SMS_COOLDOWN_SECONDS ?? TEST_SMS_COOLDOWN_SECONDS),
    output: launched.log,
    async smsCode(username, after = 0) {
      return readSmsCode(outboxFile, username, after);
    },
    async stop() {
      await stopProcess(launched);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
