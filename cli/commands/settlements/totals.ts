import { Command } from 'commander';
import { withExamples, type CommandContext, type Run } from '../context.ts';
import { defineVerb } from '../verb.ts';
import {
  parseSettlementFilters,
  settlementFilterOptions,
  type SettlementFilters,
} from './filters.ts';

export interface SettlementsTotalsOptions extends SettlementFilters {
  /** Count every matching row where the server would otherwise estimate (`exact=true`). */
  exact: boolean;
}

const COMMAND = 'settlements totals';

function settlementsTotalsCommand(
  ctx: CommandContext,
  run: Run<SettlementsTotalsOptions>,
): Command {
  const { t } = ctx;
  const command = new Command('totals').description(t('cli.settlements.totals.description'));
  settlementFilterOptions(command, t)
    .option('--exact', t('cli.settlements.option.exact'))
    .action(async (raw: Record<string, unknown>, cmd: Command) => {
      const filters = parseSettlementFilters(raw, t, COMMAND);
      await run({ ...filters, exact: raw.exact === true }, ctx.factoryFor(cmd));
    });
  return withExamples(command, t, [
    'qy settlements totals --status settled --from 2026-01-01 --to 2026-01-31',
    'qy settlements totals -q ST202601 --exact',
    'qy settlements totals --org 3 --json=count,netFen',
  ]);
}

export const settlementsTotals = defineVerb<SettlementsTotalsOptions>({
  noun: 'settlements',
  name: 'totals',
  command: settlementsTotalsCommand,
  run: () => import('./totals-run.ts').then((m) => m.runSettlementsTotals),
});
