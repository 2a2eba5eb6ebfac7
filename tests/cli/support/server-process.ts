import { spawn, type ChildProcess } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { ensureBuilt, SERVER_BUNDLE, TEST_NODE_FLAGS } from '../../support/build.ts';
import { pollReady } from '../../support/ready.ts';
import { copySeededTemplate } from '../../support/seeded-template.ts';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  port: number;
  /** Server output so far (for failure messages). */
  log(): string;
  stop(): Promise<void>;
}

export interface ServerOptions {
  dataDir: string;
  outboxFile: string;
  port?: number;
  seedScale?: string;
  timeoutMs?: number;
}

/**
 * Starts the server (the production bundle, what `npm start` runs) as its own process and waits
 * until /readyz answers (the database is ready). A new or empty `dataDir` starts as a copy of the seeded
 * demo database (tests/support/seeded-template.ts); an existing one (a restart) is used as it is.
 */
export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  await ensureBuilt();
  const fresh = await readdir(options.dataDir).then(
    (entries) => entries.length === 0,
    () => true,
  );
  if (fresh) await copySeededTemplate(options.dataDir, options.seedScale ?? 'test');
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [...TEST_NODE_FLAGS, SERVER_BUNDLE], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      SMS_OUTBOX_FILE: options.outboxFile,
      LOG_LEVEL: 'warn',
      // The demo: seeded data and accounts, SMS codes in the outbox file.
      QY_DEMO: '1',
      SMS_PROVIDER: 'log',
      ...(options.seedScale ? { SEED_SCALE: options.seedScale } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  if (!(await pollReady(url, child, options.timeoutMs ?? 120_000))) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited early:\n${output}`);
    child.kill('SIGKILL');
    throw new Error(`server did not start in time:\n${output}`);
  }
  return {
    url,
    port,
    log: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export { readSmsCode } from '../../support/sms-outbox.ts';
