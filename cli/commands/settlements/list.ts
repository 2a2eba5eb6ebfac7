import { Command } from 'commander';
import type { Translate } from '../../text.ts';
import { withExamples, type CommandContext, type Run } from '../context.ts';
import { defineVerb } from '../verb.ts';
import { DEFAULT_LIST_LIMIT, parseRowLimit, type RowLimit } from '../parse.ts';
import {
  parseSettlementFilters,
  settlementFilterOptions,
  type SettlementFilters,
} from './filters.ts';

export interface SettlementsListOptions extends SettlementFilters {
  limit: RowLimit;
}

const COMMAND = 'settlements list';

export function parseSettlementsListOptions(
  raw: Record<string, unknown>,
  t: Translate,
): SettlementsListOptions {
  return {
    ...parseSettlementFilters(raw, t, COMMAND),
    limit: parseRowLimit(raw, t, COMMAND),
  };
}

function settlementsListCommand(ctx: CommandContext, run: Run<SettlementsListOptions>): Command {
  const { t } = ctx;
  const command = new Command('list').description(t('cli.settlements.list.description'));
  settlementFilterOptions(command, t)
    .option('-L, --limit <n>', t('cli.list.option.limit', { default: DEFAULT_LIST_LIMIT }))
    .option('--all', t('cli.list.option.all'))
    .action(async (raw: Record<string, unknown>, cmd: Command) => {
      await run(parseSettlementsListOptions(raw, t), ctx.factoryFor(cmd));
    });
  return withExamples(command, t, [
    'qy settlements list',
    'qy settlements list --status failed --from 2026-01-01 --to 2026-01-31',
    'qy settlements list --org 3 --all --csv > settlements.csv',
    'qy settlements list --json --limit 20 2>/dev/null',
  ]);
}

export const settlementsList = defineVerb<SettlementsListOptions>({
  noun: 'settlements',
  name: 'list',
  command: settlementsListCommand,
  run: () => import('./list-run.ts').then((m) => m.runSettlementsList),
});
