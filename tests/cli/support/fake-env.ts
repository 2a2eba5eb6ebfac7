import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import type { FetchLike } from '#core/api';
import type { RunOverrides } from '../../../cli/commands/verb.ts';
import type { CliEnvironment } from '../../../cli/factory.ts';
import { runCli } from '../../../cli/run-cli.ts';

export interface FakeStream extends PassThrough {
  isTTY?: boolean;
  columns?: number;
  setRawMode?: (mode: boolean) => FakeStream;
  isRaw?: boolean;
  text(): string;
}

/** A stream with optional TTY looks; `capture` records what is written (stdout, stderr). */
export function fakeStream(isTTY = false, columns = 120, capture = true): FakeStream {
  const stream = new PassThrough() as FakeStream;
  const chunks: Buffer[] = [];
  if (capture) stream.on('data', (c: Buffer) => chunks.push(Buffer.from(c)));
  if (isTTY) {
    stream.isTTY = true;
    stream.columns = columns;
    stream.setRawMode = (mode) => {
      stream.isRaw = mode;
      return stream;
    };
  }
  stream.text = () => Buffer.concat(chunks).toString('utf8');
  return stream;
}

export interface FakeCli {
  home: string;
  env: Record<string, string | undefined>;
  /** Runs qy with fresh streams; stdin text (if any) is written and ended first. */
  run(
    argv: string[],
    options?: {
      stdin?: string;
      tty?: boolean;
      stdinTty?: boolean;
      /** Runs replaced by verb id (`deposits list`): parsing checked with a spy. */
      runs?: RunOverrides;
      /** Typed answers: each is written once its prompt has appeared on stderr. */
      answers?: [prompt: string, answer: string][];
    },
  ): Promise<{ code: number; stdout: string; stderr: string }>;
  interrupt(): void;
  /** What the latest run has written to stdout so far (it may still be running). */
  stdoutSoFar(): string;
  cleanup(): Promise<void>;
}

/** A qy environment with a temp HOME / XDG_CONFIG_HOME, fake streams and an injected fetch. */
export async function createFakeCli(
  fetch?: FetchLike,
  env: Record<string, string> = {},
): Promise<FakeCli> {
  const home = await mkdtemp(join(tmpdir(), 'cli-test-'));
  const interruptListeners = new Set<() => void>();
  let latestStdout: FakeStream | undefined;
  const fullEnv: Record<string, string | undefined> = {
    XDG_CONFIG_HOME: join(home, 'config'),
    LANG: 'en_US.UTF-8',
    QY_SERVER: 'http://qy.test',
    ...env,
  };
  return {
    home,
    env: fullEnv,
    async run(argv, options = {}) {
      const stdin = fakeStream(options.stdinTty ?? options.tty ?? false, 120, false);
      const stdout = fakeStream(options.tty ?? false);
      latestStdout = stdout;
      const stderr = fakeStream(options.tty ?? false);
      if (options.stdin !== undefined) stdin.end(options.stdin);
      else if (!(options.stdinTty ?? options.tty)) stdin.end();
      const environment: CliEnvironment = {
        streams: { stdin, stdout, stderr },
        env: fullEnv,
        homeDir: home,
        ...(fetch ? { fetch } : {}),
        onInterrupt(listener) {
          interruptListeners.add(listener);
          return () => interruptListeners.delete(listener);
        },
      };
      const pending = [...(options.answers ?? [])];
      let seen = 0;
      const typist = setInterval(() => {
        const next = pending[0];
        if (!next) return;
        const at = stderr.text().indexOf(next[0], seen);
        if (at === -1) return;
        seen = at + next[0].length;
        pending.shift();
        stdin.write(next[1]);
      }, 5);
      const code = await runCli(argv, environment, {
        version: '9.9.9',
        runs: options.runs ?? {},
      }).finally(() => clearInterval(typist));
      return { code, stdout: stdout.text(), stderr: stderr.text() };
    },
    interrupt() {
      for (const l of [...interruptListeners]) l();
    },
    stdoutSoFar: () => latestStdout?.text() ?? '',
    cleanup: () => rm(home, { recursive: true, force: true }),
  };
}
