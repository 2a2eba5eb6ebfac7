import { Command, type Help } from 'commander';
import type { Locale } from '#core/errors';
import { SUPPORTED_LOCALES } from '#core/i18n';
import { withExamples, type CommandContext } from './commands/context.ts';
import { valueOption } from './commands/option-values.ts';
import { registerCommands, type NounFilter } from './commands/registry.ts';
import type { RunOverrides } from './commands/verb.ts';
import { createFactory, type CliEnvironment, type Factory } from './factory.ts';
import { readGlobals } from './globals.ts';
import { createTranslate, type CliMessageKey, type Translate } from './text.ts';

export interface ProgramOptions {
  locale: Locale;
  version: string;
  environment: CliEnvironment;
  /** Runs to use instead of the verbs' own, by verb id (tests). */
  runs?: RunOverrides;
  /** The nouns whose verbs are built (default: all); see registerCommands. */
  nouns?: NounFilter;
  /** Told about every factory a command builds (run-cli settles lost sessions through it). */
  onFactory?: (factory: Factory) => void;
}

const TITLES: Record<string, CliMessageKey> = {
  'Usage:': 'cli.help.title.usage',
  'Options:': 'cli.help.title.options',
  'Commands:': 'cli.help.title.commands',
  'Arguments:': 'cli.help.title.arguments',
  'Global Options:': 'cli.help.title.globalOptions',
};

/** Commander's help, with its section titles in the chosen language. */
function localizedHelp(t: Translate): Partial<Help> {
  return {
    styleTitle: (title: string) => (TITLES[title] ? t(TITLES[title]) : title),
    showGlobalOptions: true,
  };
}

/** addCommand() copies no settings, so help texts are localised on every command here. */
function localizeTree(command: Command, t: Translate): void {
  command.configureHelp(localizedHelp(t)).helpOption('-h, --help', t('cli.option.help'));
  if (command.commands.length > 0) {
    command.helpCommand('help [command]', t('cli.help.helpCommand'));
    // A noun without a verb (`qy deposits`) asked for nothing wrong: its help goes to stdout, exit 0.
    const help = command.help.bind(command);
    command.help = ((context?: { error?: boolean }) =>
      help(
        typeof context === 'object' ? { ...context, error: false } : context,
      )) as Command['help'];
  }
  for (const sub of command.commands) localizeTree(sub, t);
}

/** The `qy` program: global options, the noun/verb tree, help with examples and exit codes. */
export function createProgram(options: ProgramOptions): Command {
  const { environment } = options;
  const t = createTranslate(options.locale);
  const ctx: CommandContext = {
    t,
    factoryFor(command) {
      const globals = readGlobals(
        command.optsWithGlobals(),
        environment.env,
        t,
        environment.settings,
      );
      const factory = createFactory(environment, globals);
      options.onFactory?.(factory);
      return factory;
    },
  };
  const program = new Command('qy')
    .description(t('cli.program.description'))
    .version(options.version, '-V, --version', t('cli.option.version'))
    .option('--server <url>', t('cli.option.server'))
    .option('--json', t('cli.option.json'))
    .option('--csv', t('cli.option.csv'))
    .option('--fields <ids>', t('cli.option.fields'))
    .option('--jmespath <expr>', t('cli.option.query'))
    .option('--no-headers', t('cli.option.noHeaders'))
    .option('--bom', t('cli.option.bom'))
    .option('--no-color', t('cli.option.noColor'));
  valueOption(program, '--lang <locale>', t('cli.option.lang'), SUPPORTED_LOCALES, 'locale')
    .option('--timeout <seconds>', t('cli.option.timeout'))
    .option('-v, --verbose', t('cli.option.verbose'));

  registerCommands(program, ctx, options.runs ?? {}, t, options.nouns);
  withExamples(program, t, [
    'qy login',
    'qy deposits list --status active',
    'qy settlements list --from 2026-01-01 --to 2026-01-31 --csv > jan.csv',
    'qy logs tail --result failure',
  ]);
  program.addHelpText('after', `\n${t('cli.help.exitCodes')}\n\n${t('cli.help.environment')}`);
  localizeTree(program, t);
  return program;
}
