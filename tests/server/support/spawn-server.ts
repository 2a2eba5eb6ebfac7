import { spawn, type ChildProcess } from 'node:child_process';
import {
  ADMIN_BUNDLE,
  ensureBuilt,
  ROOT,
  SERVER_BUNDLE,
  TEST_NODE_FLAGS,
} from '../../support/build.ts';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code (or signal) once the process is gone. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** Environment for a child server: the parent's PATH etc., without any database or port settings of its own. */
function childEnv(vars: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of [
    'PORT',
    'HOST',
    'DATA_DIR',
    'DATABASE_URL',
    'DATABASE_SCHEMA',
    'SMS_OUTBOX_FILE',
    'LOG_LEVEL',
    'SEED_SCALE',
    'SMS_PROVIDER',
    'QY_DEMO',
  ]) {
    delete env[key];
  }
  // The demo (seeded data, codes in the outbox) unless a test asks for production (QY_DEMO: '').
  return {
    ...env,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_SCALE: 'test',
    QY_DEMO: '1',
    ...vars,
  };
}

/**
 * The node arguments that run the production bundle (dist/server/main.mjs, what `npm start` and
 * `npm run serve` run), after `preload`: test modules (TypeScript, paths from the repository root)
 * imported before the server.
 */
async function serverArgs(preload: readonly string[] = []): Promise<string[]> {
  await ensureBuilt();
  const imports = preload.flatMap((path) => ['--import', `./${path}`]);
  return [
    ...TEST_NODE_FLAGS,
    ...(imports.length ? ['--import', 'tsx', ...imports] : []),
    SERVER_BUNDLE,
  ];
}

/** The node arguments that run the admin command's bundle (what `npm run admin` runs) with `args`. */
export async function adminArgs(args: readonly string[]): Promise<string[]> {
  await ensureBuilt();
  return [...TEST_NODE_FLAGS, ADMIN_BUNDLE, ...args];
}

/** Runs the server as a child and waits for its URL (see serverArgs for `preload`). */
export async function startServer(
  vars: Record<string, string>,
  timeoutMs = 240_000,
  preload: readonly string[] = [],
): Promise<ServerProcess> {
  const child = spawn(process.execPath, await serverArgs(preload), {
    cwd: ROOT,
    env: childEnv(vars),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start in ${timeoutMs} ms:\n${out}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /running: (http:\/\/[\d.:[\]]+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve({
          url: match[1],
          child,
          output: () => out,
          exited,
          async kill(signal = 'SIGTERM') {
            if (child.exitCode === null && child.signalCode === null) child.kill(signal);
            await exited;
          },
        });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}) before starting:\n${out}`));
    });
  });
}

/** Runs a server expected to fail at start; resolves with its exit code, output and run time. */
export async function startExpectingFailure(
  vars: Record<string, string>,
  timeoutMs = 120_000,
): Promise<{ code: number | null; output: string; ms: number }> {
  const args = await serverArgs();
  const started = Date.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: childEnv(vars),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
  clearTimeout(timer);
  return { code, output: out, ms: Date.now() - started };
}

/** Signs in over HTTP with the SMS code read from the outbox file. */
export async function signInOverHttp(
  url: string,
  outboxFile: string,
  username: string,
  password: string,
): Promise<string> {
  const { readFileSync } = await import('node:fs');
  const api = `${url}/qy-sla-admin-api`;
  const form = (body: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body).toString(),
  });
  const sent = (await (await fetch(`${api}/sms/send`, form({ username }))).json()) as {
    code: number;
  };
  if (sent.code !== 200000) throw new Error(`sms/send: ${JSON.stringify(sent)}`);
  const lines = readFileSync(outboxFile, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { username: string; code: string });
  const code = lines.filter((l) => l.username === username).at(-1)!.code;
  const res = (await (
    await fetch(`${api}/sys/user/loginByCode`, form({ username, password, code }))
  ).json()) as {
    code: number;
    data: { token: string };
  };
  if (res.code !== 200000) throw new Error(`login: ${JSON.stringify(res)}`);
  return res.data.token;
}
