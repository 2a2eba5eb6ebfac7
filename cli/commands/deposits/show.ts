import { Command } from 'commander';
import { withExamples, type CommandContext, type Run } from '../context.ts';
import { defineVerb } from '../verb.ts';

export interface DepositsShowOptions {
  accountNo: string;
}

function depositsShowCommand(ctx: CommandContext, run: Run<DepositsShowOptions>): Command {
  const { t } = ctx;
  const command = new Command('show')
    .description(t('cli.deposits.show.description'))
    .argument('<account-no>', t('cli.deposits.argument.accountNo'))
    .action(async (accountNo: string, _raw: unknown, cmd: Command) => {
      await run({ accountNo: accountNo.trim() }, ctx.factoryFor(cmd));
    });
  return withExamples(command, t, [
    'qy deposits show BZJ20260101000001',
    'qy deposits show BZJ20260101000001 --json',
  ]);
}

export const depositsShow = defineVerb<DepositsShowOptions>({
  noun: 'deposits',
  name: 'show',
  command: depositsShowCommand,
  run: () => import('./show-run.ts').then((m) => m.runDepositsShow),
});
