import { Command } from 'commander';
import { withExamples, type CommandContext, type Run } from '../context.ts';
import { defineVerb } from '../verb.ts';

export type LogoutOptions = Record<string, never>;

function logoutCommand(ctx: CommandContext, run: Run<LogoutOptions>): Command {
  const command = new Command('logout')
    .description(ctx.t('cli.logout.description'))
    .action(async (_raw: unknown, cmd: Command) => {
      await run({}, ctx.factoryFor(cmd));
    });
  return withExamples(command, ctx.t, ['qy logout']);
}

export const logoutVerb = defineVerb<LogoutOptions>({
  noun: '',
  name: 'logout',
  command: logoutCommand,
  run: () => import('./logout-run.ts').then((m) => m.runLogout),
});
