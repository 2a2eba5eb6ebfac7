import { Command } from 'commander';
import type { Translate } from '../../text.ts';
import { UsageError } from '../../errors.ts';
import { isContextName } from '../../contexts.ts';
import { withExamples, type CommandContext, type Run } from '../context.ts';
import { defineVerb } from '../verb.ts';

export interface LoginOptions {
  username: string | undefined;
  passwordStdin: boolean;
  code: string | undefined;
  sendCode: boolean;
  withToken: boolean;
  /** `--context NAME`: the stored credential's context name (else the one it has, or derived). */
  context: string | undefined;
}

function parseLoginOptions(raw: Record<string, unknown>, t: Translate): LoginOptions {
  const options: LoginOptions = {
    username: typeof raw.username === 'string' && raw.username !== '' ? raw.username : undefined,
    passwordStdin: raw.passwordStdin === true,
    code: typeof raw.code === 'string' && raw.code !== '' ? raw.code.trim() : undefined,
    sendCode: raw.sendCode === true,
    withToken: raw.withToken === true,
    context: typeof raw.context === 'string' ? raw.context.trim() : undefined,
  };
  if (options.context !== undefined && !isContextName(options.context)) {
    throw new UsageError(t('cli.auth.context.bad', { name: options.context }), 'login');
  }
  if (options.passwordStdin && options.withToken) {
    throw new UsageError(t('cli.login.stdinConflict'), 'login');
  }
  if ((options.passwordStdin || options.sendCode) && !options.username) {
    throw new UsageError(t('cli.login.needUsername'), 'login');
  }
  if (options.passwordStdin && !options.code) {
    throw new UsageError(t('cli.login.needCode', { username: options.username ?? 'U' }), 'login');
  }
  return options;
}

function loginCommand(ctx: CommandContext, run: Run<LoginOptions>): Command {
  const { t } = ctx;
  const command = new Command('login')
    .description(t('cli.login.description'))
    .option('-u, --username <name>', t('cli.login.option.username'))
    .option('--password-stdin', t('cli.login.option.passwordStdin'))
    .option('--code <code>', t('cli.login.option.code'))
    .option('--send-code', t('cli.login.option.sendCode'))
    .option('--with-token', t('cli.login.option.withToken'))
    .option('--context <name>', t('cli.auth.context.option'))
    .action(async (raw: Record<string, unknown>, cmd: Command) => {
      await run(parseLoginOptions(raw, t), ctx.factoryFor(cmd));
    });
  command.addHelpText('after', `\n${t('cli.login.help.tries')}`);
  return withExamples(command, t, [
    'qy login --server http://127.0.0.1:8080',
    'qy login --server https://qy-staging.example.com --context staging',
    'qy login --username admin --send-code',
    'printf %s "$PASSWORD" | qy login --username admin --password-stdin --code 123456',
    'printf %s "$TOKEN" | qy login --with-token',
  ]);
}

export const loginVerb = defineVerb<LoginOptions>({
  noun: '',
  name: 'login',
  command: loginCommand,
  run: () => import('./login-run.ts').then((m) => m.runLogin),
});
