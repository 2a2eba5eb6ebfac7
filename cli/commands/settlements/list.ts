import { Command } from 'commander';
import { SETTLEMENT_STATUSES } from '#core/enums';
import type { SettlementStatus } from '#core/types';
import type { Translate } from '../../text.ts';
import { withExamples, type CommandContext, type Run } from '../context.ts';
import { valueOption } from '../option-values.ts';
import { defineVerb } from '../verb.ts';
import { parseRef, type Ref } from '../refs.ts';
import {
  DEFAULT_LIST_LIMIT,
  parseChoice,
  parseDate,
  parseRowLimit,
  type RowLimit,
} from '../parse.ts';

export interface SettlementsListOptions {
  status: SettlementStatus | undefined;
  /** Id, code or name (resolved to the id before the request). */
  orgId: Ref | undefined;
  /** Id, credit code or name. */
  institutionId: Ref | undefined;
  from: string | undefined;
  to: string | undefined;
  limit: RowLimit;
  /** Settlement number contains this. */
  query: string | undefined;
}

const COMMAND = 'settlements list';

export function parseSettlementsListOptions(
  raw: Record<string, unknown>,
  t: Translate,
): SettlementsListOptions {
  return {
    status: parseChoice(raw.status, SETTLEMENT_STATUSES, '--status', t, COMMAND),
    orgId: parseRef(raw.org),
    institutionId: parseRef(raw.institution),
    from: parseDate(raw.from, '--from', t, COMMAND),
    to: parseDate(raw.to, '--to', t, COMMAND),
    limit: parseRowLimit(raw, t, COMMAND),
    query: typeof raw.query === 'string' && raw.query.trim() !== '' ? raw.query.trim() : undefined,
  };
}

function settlementsListCommand(ctx: CommandContext, run: Run<SettlementsListOptions>): Command {
  const { t } = ctx;
  const command = new Command('list').description(t('cli.settlements.list.description'));
  valueOption(
    command,
    '-s, --status <status>',
    t('cli.settlements.option.status'),
    SETTLEMENT_STATUSES,
  )
    .option('--org <ref>', t('cli.option.orgRef'))
    .option('--institution <ref>', t('cli.option.institutionRef'))
    .option('--from <date>', t('cli.settlements.option.from'))
    .option('--to <date>', t('cli.settlements.option.to'))
    .option('-q, --query <text>', t('cli.settlements.option.query'))
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
