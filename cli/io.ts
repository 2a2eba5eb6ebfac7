import type { Readable, Writable } from 'node:stream';

/** The standard streams as the CLI sees them (real ones in main.ts, fakes in tests). */
export interface Streams {
  stdin: Readable & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown };
  stdout: Writable & { isTTY?: boolean; columns?: number };
  stderr: Writable & { isTTY?: boolean };
}

export interface IO {
  readonly stdin: Streams['stdin'];
  readonly stdout: Streams['stdout'];
  readonly stderr: Streams['stderr'];
  readonly stdinIsTTY: boolean;
  readonly stdoutIsTTY: boolean;
  /** Colour escapes allowed on stdout (TTY, no --no-color, no NO_COLOR). */
  readonly color: boolean;
  /** Colour escapes allowed on stderr. */
  readonly errColor: boolean;
  /** True once stdout's reader has gone away (EPIPE); further writes are dropped. */
  readonly stdoutClosed: boolean;
  /** Writes one line (a newline is added) to stdout. */
  out(line: string): void;
  /** Writes one line to stderr. */
  err(line: string): void;
  /** Resolves when everything written to stdout so far has been handed to the OS. */
  flush(): Promise<void>;
  /** Calls `listener` once when stdout's reader goes away. */
  onStdoutClosed(listener: () => void): void;
  /** Terminal width for tables (80 when unknown). */
  columns(): number;
}

/**
 * The colour decision of no-color.org and GitHub CLI: never when --no-color, never when NO_COLOR is
 * set to anything non-empty, never when the stream is not a terminal.
 */
export function colorEnabled(
  colorFlag: boolean,
  env: Record<string, string | undefined>,
  isTTY: boolean,
): boolean {
  if (!colorFlag) return false;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  return isTTY;
}

export function createIO(
  streams: Streams,
  colorFlag: boolean,
  env: Record<string, string | undefined>,
): IO {
  const stdoutIsTTY = streams.stdout.isTTY === true;
  let closed = false;
  const closedListeners: (() => void)[] = [];
  const markClosed = () => {
    if (closed) return;
    closed = true;
    for (const l of closedListeners.splice(0)) l();
  };
  // A reader that goes away (`qy logs tail | head`) is a normal end, not a crash.
  streams.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE' || e.code === 'ERR_STREAM_DESTROYED') markClosed();
    else throw e;
  });
  return {
    // Asked on use: building process.stdin (a stream over the terminal, pipe or file) costs a
    // few ms of every command, and most never read it.
    get stdin() {
      return streams.stdin;
    },
    get stdinIsTTY() {
      return streams.stdin.isTTY === true;
    },
    stdout: streams.stdout,
    stderr: streams.stderr,
    stdoutIsTTY,
    color: colorEnabled(colorFlag, env, stdoutIsTTY),
    errColor: colorEnabled(colorFlag, env, streams.stderr.isTTY === true),
    get stdoutClosed() {
      return closed;
    },
    out(line) {
      if (closed) return;
      streams.stdout.write(line + '\n');
    },
    err(line) {
      streams.stderr.write(line + '\n');
    },
    flush() {
      if (closed) return Promise.resolve();
      return new Promise((resolve) => streams.stdout.write('', () => resolve()));
    },
    onStdoutClosed(listener) {
      if (closed) listener();
      else closedListeners.push(listener);
    },
    columns() {
      return streams.stdout.columns && streams.stdout.columns > 0 ? streams.stdout.columns : 80;
    },
  };
}

/**
 * The streams, each given on first use a handler that takes EPIPE as the reader's normal end
 * (`qy --help | head -1` ends quietly, not with a stack trace); commands notice it through
 * IO.stdoutClosed and stop. On first use, so a run that never writes to a stream never builds it.
 */
export function quietOnEpipe(streams: Streams): Streams {
  const ignoreEpipe = (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  };
  const guarded = new Set<Writable>();
  const guard = <S extends Writable>(stream: S): S => {
    if (!guarded.has(stream)) {
      guarded.add(stream);
      stream.on('error', ignoreEpipe);
    }
    return stream;
  };
  return {
    get stdin() {
      return streams.stdin;
    },
    get stdout() {
      return guard(streams.stdout);
    },
    get stderr() {
      return guard(streams.stderr);
    },
  };
}
