import { CommanderError, type Command } from 'commander';
import { usageErrorFromCommander } from './commander-errors.ts';
import type { RunOverrides } from './commands/verb.ts';
import { errorLine, exitCodeFor, ExitCode } from './exit.ts';
import type { Target } from './direct-output.ts';
import type { CliEnvironment, Factory } from './factory.ts';
import { localeFromArgv } from './globals.ts';
import { quietOnEpipe } from './io.ts';
import { createProgram } from './program.ts';
import { loadSettings } from './settings-load.ts';
import { createTranslate, localeFromEnv } from './text.ts';

export interface RunCliOptions {
  version: string;
  /** Runs to use instead of the verbs' own, by verb id (tests). */
  runs?: RunOverrides;
}

/** The command path of the deepest command a parse error belongs to, for the help hint. */
function commandPath(command: Command | undefined): string | undefined {
  const names: string[] = [];
  for (let c = command; c?.parent; c = c.parent) names.unshift(c.name());
  return names.length > 0 ? names.join(' ') : undefined;
}

/** Root options that take a value (so their value is not read as a command name). */
const VALUE_OPTIONS = new Set(['--server', '--fields', '--lang', '--timeout', '--jmespath']);

/**
 * `qy help deposits list` → `qy deposits list --help` (commander's help command only looks at
 * its first word, and would show the help of `deposits`).
 */
function rewriteHelp(argv: readonly string[]): string[] {
  const at = argv.findIndex((arg, i) => !arg.startsWith('-') && !VALUE_OPTIONS.has(argv[i - 1]));
  if (at === -1 || argv[at] !== 'help' || argv.length - at < 3) return [...argv];
  return [...argv.slice(0, at), ...argv.slice(at + 1), '--help'];
}

/** `--json=a,b` (gh's `--json fields`, in the one form that cannot take a command's argument). */
function expandJsonFields(argv: readonly string[]): string[] {
  const end = argv.indexOf('--');
  return argv.flatMap((arg, i) =>
    (end === -1 || i < end) && arg.startsWith('--json=')
      ? ['--json', '--fields', arg.slice(7)]
      : [arg],
  );
}

/**
 * The command a run names: its first word that is neither an option nor a root option's value
 * (`qy help deposits list` names deposits).
 */
export function commandWord(argv: readonly string[]): string | undefined {
  const words = argv.filter((arg, i) => !arg.startsWith('-') && !VALUE_OPTIONS.has(argv[i - 1]));
  return words[0] === 'help' ? words[1] : words[0];
}

/** Runs qy once with `argv` (without node and script) and returns the exit code. */
export async function runCli(
  argv: readonly string[],
  given: CliEnvironment,
  { version, runs }: RunCliOptions,
): Promise<number> {
  const streams = quietOnEpipe(given.streams);
  const { direct } = given;
  const write = (target: Target, text: string) =>
    direct ? direct.write(target, text) : streams[target].write(text);
  const settings =
    given.settings ??
    (await loadSettings(
      argv,
      given.env,
      given.homeDir,
      (line) => write('stderr', line),
      createTranslate(localeFromEnv(given.env)),
    ));
  const environment: CliEnvironment = {
    ...given,
    streams,
    clientVersion: given.clientVersion ?? version,
    settings,
  };
  const locale = localeFromArgv(argv, environment.env, settings);
  const t = createTranslate(locale);
  const factories: Factory[] = [];
  // Only the named noun's verbs are built (completion walks the whole tree).
  const word = commandWord(argv);
  const program = createProgram({
    locale,
    version,
    environment,
    runs,
    nouns: word === 'completion' ? undefined : (noun) => noun === word,
    onFactory: (f) => factories.push(f),
  });
  let failedCommand: Command | undefined;
  const isTTY = (target: Target) =>
    direct ? direct.isTTY(target) : streams[target].isTTY === true;
  const configure = (command: Command) => {
    command.exitOverride();
    command.configureOutput({
      writeOut: (text) => write('stdout', text),
      writeErr: (text) => write('stderr', text),
      // Commander's defaults would build process.stdout to ask these (80: its own default width);
      // help has no colour.
      getOutHelpWidth: () => (isTTY('stdout') ? streams.stdout.columns : undefined) ?? 80,
      getErrHelpWidth: () =>
        (isTTY('stderr') ? (streams.stderr as { columns?: number }).columns : undefined) ?? 80,
      getOutHasColors: () => false,
      getErrHasColors: () => false,
      // Parse errors are printed once, translated, by the handler below.
      outputError: () => {
        failedCommand ??= command;
      },
    });
    command.commands.forEach(configure);
  };
  configure(program);

  let server = environment.env.QY_SERVER ?? '';
  try {
    if (argv.length === 0) {
      // Bare `qy`: the help on stdout, exit 0 (gh's way), not an error.
      program.outputHelp();
      return ExitCode.Ok;
    }
    await program.parseAsync(rewriteHelp(expandJsonFields(argv)), { from: 'user' });
    return ExitCode.Ok;
  } catch (caught) {
    let error = caught;
    if (error instanceof CommanderError) {
      const code = exitCodeFor(error);
      if (code === ExitCode.Ok) return code;
      error = usageErrorFromCommander(error, t, commandPath(failedCommand));
    }
    const factory = factories.at(-1);
    const session = factory ? await factory.session().catch(() => undefined) : undefined;
    server = session?.server ?? server;
    const errLocale = factory?.globals.lang ?? locale;
    const errT = factory?.t ?? t;
    // A QY_TOKEN that was refused, or left out for another server, is named (not "qy login").
    const authHint =
      session?.source === 'env'
        ? errT('cli.error.hintEnvTokenRefused', { server })
        : session?.envTokenServer
          ? errT('cli.error.hintEnvTokenIgnored', { server, home: session.envTokenServer })
          : undefined;
    const message = errorLine(error, { locale: errLocale, t: errT, server, authHint });
    write('stderr', message + '\n');
    return exitCodeFor(error);
  } finally {
    for (const f of factories) await f.settle().catch(() => {});
  }
}
