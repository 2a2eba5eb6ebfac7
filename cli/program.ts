import { Command, type Help } from 'commander';
import type { Locale } from '#core/errors';
import { authCommand } from './commands/auth/auth.ts';
import { loginCommand } from './commands/auth/login.ts';
import { logoutCommand } from './commands/auth/logout.ts';
import { whoamiCommand } from './commands/auth/whoami.ts';
import { withExamples, type CommandContext } from './commands/context.ts';
import { depositsListCommand } from './commands/deposits/list.ts';
import { depositsShowCommand } from './commands/deposits/show.ts';
import { logsTailCommand } from './commands/logs/tail.ts';
import type { Runners } from './commands/runners.ts';
import { settlementsListCommand } from './commands/settlements/list.ts';
import { settlementsShowCommand } from './commands/settlements/show.ts';
import { createFactory, type CliEnvironment, type Factory } from './factory.ts';
import { readGlobals } from './globals.ts';
import { createTranslate, type CliMessageKey, type Translate } from './text.ts';

export interface ProgramOptions {
  locale: Locale;
  version: string;
  environment: CliEnvironment;
  runners: Runners;
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

function nounCommand(name: string, description: string, verbs: Command[]): Command {
  const noun = new Command(name).description(description);
  for (const verb of verbs) noun.addCommand(verb);
  return noun;
}

/** addCommand() copies no settings, so help texts are localised on every command here. */
function localizeTree(command: Command, t: Translate): void {
  command.configureHelp(localizedHelp(t)).helpOption('-h, --help', t('cli.option.help'));
  if (command.commands.length > 0) command.helpCommand('help [command]', t('cli.help.helpCommand'));
  for (const sub of command.commands) localizeTree(sub, t);
}

/** The `qy` program: global options, the noun/verb tree, help with examples and exit codes. */
export function createProgram(options: ProgramOptions): Command {
  const { environment, runners } = options;
  const t = createTranslate(options.locale);
  const ctx: CommandContext = {
    t,
    factoryFor(command) {
      const globals = readGlobals(command.optsWithGlobals(), environment.env, t);
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
    .option('--no-headers', t('cli.option.noHeaders'))
    .option('--bom', t('cli.option.bom'))
    .option('--no-color', t('cli.option.noColor'))
    .option('--lang <locale>', t('cli.option.lang'));

  program.addCommand(loginCommand(ctx, runners.login));
  program.addCommand(logoutCommand(ctx, runners.logout));
  program.addCommand(whoamiCommand(ctx, runners.whoami));
  program.addCommand(authCommand(ctx, runners));
  const deposits = nounCommand('deposits', t('cli.deposits.description'), [
    depositsListCommand(ctx, runners.depositsList),
    depositsShowCommand(ctx, runners.depositsShow),
  ]);
  const settlements = nounCommand('settlements', t('cli.settlements.description'), [
    settlementsListCommand(ctx, runners.settlementsList),
    settlementsShowCommand(ctx, runners.settlementsShow),
  ]);
  const logs = nounCommand('logs', t('cli.logs.description'), [
    logsTailCommand(ctx, runners.logsTail),
  ]);
  program.addCommand(
    withExamples(deposits, t, ['qy deposits list', 'qy deposits show BZJ20260101000001']),
  );
  program.addCommand(
    withExamples(settlements, t, [
      'qy settlements list --status failed',
      'qy settlements show ST20260101000001',
    ]),
  );
  program.addCommand(withExamples(logs, t, ['qy logs tail --module deposits']));
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
