/** A mistake in how qy was called (bad flag, missing argument, prompt needed without a terminal). */
export class UsageError extends Error {
  /** The command path for the `see: qy <command> --help` hint, e.g. 'deposits list'. */
  readonly command: string | undefined;

  constructor(message: string, command?: string) {
    super(message);
    this.name = 'UsageError';
    this.command = command;
  }
}

/** The user pressed Ctrl-C (or closed input) at a prompt. */
export class CancelledError extends Error {
  constructor() {
    super('cancelled');
    this.name = 'CancelledError';
  }
}

/**
 * A command that has already reported what happened (per-id result lines) and now ends with
 * `exitCode` and one summary line on stderr.
 */
export class ExitError extends Error {
  readonly exitCode: number;

  constructor(message: string, exitCode: number) {
    super(message);
    this.name = 'ExitError';
    this.exitCode = exitCode;
  }
}

/**
 * The config file is there but is not qy's JSON. Read as empty, the next login would write over
 * it and drop every other server's credential: qy refuses and names the file instead.
 */
export class ConfigFileError extends Error {
  readonly path: string;

  constructor(path: string) {
    super(`broken config file ${path}`);
    this.name = 'ConfigFileError';
    this.path = path;
  }
}
