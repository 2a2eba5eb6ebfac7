import { Command } from 'commander';
import { withExamples, type CommandContext, type Run } from '../context.ts';
import { defineVerb } from '../verb.ts';

export interface SettlementsShowOptions {
  settlementNo: string;
}

function settlementsShowCommand(ctx: CommandContext, run: Run<SettlementsShowOptions>): Command {
  const { t } = ctx;
  const command = new Command('show')
    .description(t('cli.settlements.show.description'))
    .argument('<settlement-no>', t('cli.settlements.argument.settlementNo'))
    .action(async (settlementNo: string, _raw: unknown, cmd: Command) => {
      await run({ settlementNo: settlementNo.trim() }, ctx.factoryFor(cmd));
    });
  return withExamples(command, t, [
    'qy settlements show ST20260101000001',
    'qy settlements show ST20260101000001 --json',
  ]);
}

export const settlementsShow = defineVerb<SettlementsShowOptions>({
  noun: 'settlements',
  name: 'show',
  command: settlementsShowCommand,
  run: () => import('./show-run.ts').then((m) => m.runSettlementsShow),
});
