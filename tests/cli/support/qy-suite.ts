/**
 * The set-up the qy end-to-end files share: the bundled qy built once (cli/build.ts), the real
 * server on a random port with its own temp data directory and SMS outbox, a config directory
 * under a temp HOME, and, when asked, admin signed in through the outbox's SMS code.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { builtCli } from '../../support/build.ts';
import { readSmsCode, startServer, type ServerProcess } from './server-process.ts';
import { spawnQy, type QyResult } from './spawn-qy.ts';

export interface QyRunOptions {
  input?: string;
  env?: NodeJS.ProcessEnv;
}

export interface QySuite {
  /** The temp folder: HOME, with the config under config/, the data and the outbox inside. */
  readonly tmp: string;
  readonly bin: string;
  /** The running server (a new one after restartServer). */
  readonly server: ServerProcess;
  readonly outboxFile: string;
  readonly dataDir: string;
  /** qy's environment: PATH, HOME, XDG_CONFIG_HOME, QY_SERVER and an English LANG. */
  readonly env: NodeJS.ProcessEnv;
  /** Runs the bundled qy with the suite's environment (plus `options.env`). */
  qy(args: string[], options?: QyRunOptions): Promise<QyResult>;
  /** Sends an SMS code (must succeed), reads it from the outbox and signs in with it. */
  signIn(username: string, password: string): Promise<QyResult>;
  /** Stops the server and starts it again on the same port and data. */
  restartServer(): Promise<void>;
}

/** Generous start-up time: the shared machine is often loaded (the server alone took 50 s). */
const SERVER_START_MS = 240_000;

/**
 * Registers the suite's beforeAll / afterAll; the returned object is filled in by beforeAll.
 * `signedIn`: admin signs in during set-up.
 */
export function useQySuite(prefix: string, options: { signedIn?: boolean } = {}): QySuite {
  const state = {} as { -readonly [K in keyof QySuite]: QySuite[K] };
  state.qy = (args, run = {}) => spawnQy(state.bin, args, { ...state.env, ...run.env }, run.input);
  state.signIn = async (username, password) => {
    const sentAt = Date.now() - 1000;
    const sent = await state.qy(['login', '-u', username, '--send-code']);
    expect(sent.code, sent.stderr).toBe(0);
    const code = await readSmsCode(state.outboxFile, username, sentAt);
    return state.qy(['login', '-u', username, '--password-stdin', '--code', code], {
      input: password,
    });
  };
  const start = (port?: number) =>
    startServer({
      dataDir: state.dataDir,
      outboxFile: state.outboxFile,
      port,
      seedScale: 'test',
      timeoutMs: SERVER_START_MS,
    });
  state.restartServer = async () => {
    await state.server.stop();
    state.server = await start(state.server.port);
  };

  beforeAll(async () => {
    state.tmp = await mkdtemp(join(tmpdir(), prefix));
    state.bin = await builtCli();
    state.outboxFile = join(state.tmp, 'sms-outbox.jsonl');
    state.dataDir = join(state.tmp, 'data');
    state.server = await start();
    state.env = {
      PATH: process.env.PATH,
      HOME: state.tmp,
      XDG_CONFIG_HOME: join(state.tmp, 'config'),
      QY_SERVER: state.server.url,
      LANG: 'en_US.UTF-8',
    };
    if (options.signedIn) {
      const login = await state.signIn('admin', 'Admin123');
      expect(login.code, login.stderr).toBe(0);
    }
  }, SERVER_START_MS + 120_000);

  afterAll(async () => {
    await state.server?.stop();
    if (state.tmp) await rm(state.tmp, { recursive: true, force: true });
  });
  return state;
}
