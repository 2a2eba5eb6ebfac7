import { Command } from 'commander';
import { withExamples, type CommandContext, type Run } from '../context.ts';
import { defineVerb } from '../verb.ts';

export type WhoamiOptions = Record<string, never>;

function whoamiCommand(ctx: CommandContext, run: Run<WhoamiOptions>): Command {
  const command = new Command('whoami')
    .description(ctx.t('cli.whoami.description'))
    .action(async (_raw: unknown, cmd: Command) => {
      await run({}, ctx.factoryFor(cmd));
    });
  return withExamples(command, ctx.t, ['qy whoami', 'qy whoami --json']);
}

export const whoamiVerb = defineVerb<WhoamiOptions>({
  noun: '',
  name: 'whoami',
  command: whoamiCommand,
  run: () => import('./whoami-run.ts').then((m) => m.runWhoami),
});
