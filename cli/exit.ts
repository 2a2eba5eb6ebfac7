import { isAppError, isLoginExpiredCode, Code, type Locale } from '#core/errors';
import type { Translate } from './text.ts';
import { CancelledError, ConfigFileError, ExitError, UsageError } from './errors.ts';
import { networkCause } from './network-cause.ts';

/** The stable exit codes of qy (documented in `qy --help` and the README). */
export const ExitCode = {
  Ok: 0,
  Error: 1,
  Usage: 2,
  Auth: 3,
  NotFound: 4,
  Server: 5,
  /** Ctrl-C at a prompt (128 + SIGINT, as shells report it). */
  Interrupted: 130,
} as const;

export type ExitCodeValue = (typeof ExitCode)[keyof typeof ExitCode];

/** Commander's own "errors" that are really successful exits. */
const COMMANDER_SUCCESS = new Set([
  'commander.helpDisplayed',
  'commander.help',
  'commander.version',
]);

const TRANSPORT_CODES: readonly number[] = [
  Code.RequestError,
  Code.NetworkError,
  Code.RequestAborted,
  Code.Timeout,
  Code.HttpStatus,
];

// By code, not class name: the bundle is minified, and exit.ts stays free of commander.
function commanderCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('commander.') ? code : undefined;
}

/** The one mapping from an error to the process exit code. */
export function exitCodeFor(error: unknown): ExitCodeValue {
  if (error instanceof UsageError) return ExitCode.Usage;
  if (error instanceof ExitError) return error.exitCode as ExitCodeValue;
  if (error instanceof CancelledError) return ExitCode.Interrupted;
  const cmd = commanderCode(error);
  if (cmd !== undefined) return COMMANDER_SUCCESS.has(cmd) ? ExitCode.Ok : ExitCode.Usage;
  if (isAppError(error)) {
    if (isLoginExpiredCode(error.code)) return ExitCode.Auth;
    // A missing record and a path that is no route alike (`qy api /nope`).
    if (error.code === Code.NotFound || error.code === Code.RouteNotFound) return ExitCode.NotFound;
    if (TRANSPORT_CODES.includes(error.code) || error.status >= 500) return ExitCode.Server;
    return ExitCode.Error;
  }
  return ExitCode.Error;
}

export interface ErrorContext {
  locale: Locale;
  t: Translate;
  server: string;
  /** What to do about a missing or refused credential, instead of `run: qy login` (QY_TOKEN's). */
  authHint?: string;
}

/** The single stderr line for an error: `qy: <message>[; <hint>]`. */
export function errorLine(error: unknown, { locale, t, server, authHint }: ErrorContext): string {
  const parts: string[] = [];
  if (error instanceof UsageError) {
    parts.push(error.message);
    if (error.command !== undefined) parts.push(t('cli.usage.seeHelp', { command: error.command }));
  } else if (error instanceof ExitError) {
    parts.push(error.message);
  } else if (error instanceof CancelledError) {
    parts.push(t('cli.error.cancelled'));
  } else if (error instanceof ConfigFileError) {
    parts.push(t('cli.error.brokenConfig', { path: error.path }));
  } else if (isAppError(error)) {
    let message = error.localized(locale);
    if (error.fields && Object.keys(error.fields).length > 0) {
      const fields = Object.entries(error.fields).map(([k, v]) => `${k}: ${v}`);
      message += ` (${fields.join(', ')})`;
    }
    const cause = error.code === Code.NetworkError ? networkCause(error, server, t) : undefined;
    parts.push(cause ? `${message}: ${cause}` : message);
    const code = exitCodeFor(error);
    if (code === ExitCode.Auth) parts.push(authHint ?? t('cli.error.hintLogin'));
    else if (error.code === Code.NetworkError) parts.push(t('cli.error.hintServer', { server }));
    // A 2xx answer that is no API envelope: most likely not a QY server (issue 25).
    const url = (error.data as { url?: unknown } | undefined)?.url;
    if (error.code === Code.RequestError && error.status > 0 && typeof url === 'string') {
      parts.push(t('cli.error.notQyApi', { status: error.status, url }));
    }
    if (error.requestId && error.status >= 500) parts.push(`request id ${error.requestId}`);
  } else {
    const message = error instanceof Error ? error.message : String(error);
    parts.push(t('cli.error.unexpected', { message }));
  }
  // One line, whatever the server sent.
  return `qy: ${parts.join('; ').replace(/[\r\n]+/g, ' ')}`;
}
