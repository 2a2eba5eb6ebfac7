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
