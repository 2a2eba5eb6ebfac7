import { Command } from 'commander';
import { DEPOSIT_ACCOUNT_STATUSES, SORT_FIELDS } from '#core/enums';
import type { DepositAccountStatus } from '#core/types';
import type { Translate } from '../../text.ts';
import { UsageError } from '../../errors.ts';
import { withExamples, type CommandContext, type Run } from '../context.ts';
import { sortValues, valueOption } from '../option-values.ts';
import { defineVerb } from '../verb.ts';
import { parseRef, type Ref } from '../refs.ts';
import { DEFAULT_LIST_LIMIT, parseChoice, parseRowLimit, type RowLimit } from '../parse.ts';

const DEPOSIT_SORT_FIELDS = SORT_FIELDS.depositAccounts;

export interface DepositsListOptions {
  status: DepositAccountStatus | undefined;
  /** Id, credit code or name (resolved to the id before the request). */
  institutionId: Ref | undefined;
  limit: RowLimit;
  /** A field of DEPOSIT_SORT_FIELDS, `-` prefixed for descending. */
  sort: string | undefined;
  /** Account number or institution name contains this. */
  query: string | undefined;
  /** Only accounts paid below what is required. */
  shortfall: boolean;
}

const COMMAND = 'deposits list';

export function parseDepositsListOptions(
  raw: Record<string, unknown>,
  t: Translate,
): DepositsListOptions {
  let sort: string | undefined;
  if (raw.sort !== undefined) {
    const field = String(raw.sort).replace(/^-/, '');
    if (!(DEPOSIT_SORT_FIELDS as readonly string[]).includes(field)) {
      const choices = DEPOSIT_SORT_FIELDS.join(', ');
      throw new UsageError(t('cli.usage.badChoice', { option: '--sort', choices }), COMMAND);
    }
    sort = String(raw.sort);
  }
  return {
    status: parseChoice(raw.status, DEPOSIT_ACCOUNT_STATUSES, '--status', t, COMMAND),
    institutionId: parseRef(raw.institution),
    limit: parseRowLimit(raw, t, COMMAND),
    sort,
    query: typeof raw.query === 'string' && raw.query.trim() !== '' ? raw.query.trim() : undefined,
    shortfall: raw.shortfall === true,
  };
}

function depositsListCommand(ctx: CommandContext, run: Run<DepositsListOptions>): Command {
  const { t } = ctx;
  const command = new Command('list').description(t('cli.deposits.list.description'));
  valueOption(
    command,
    '-s, --status <status>',
    t('cli.deposits.option.status'),
    DEPOSIT_ACCOUNT_STATUSES,
  )
    .option('--institution <ref>', t('cli.option.institutionRef'))
    .option('-L, --limit <n>', t('cli.list.option.limit', { default: DEFAULT_LIST_LIMIT }))
    .option('--all', t('cli.list.option.all'));
  valueOption(
    command,
    '--sort <field>',
    t('cli.deposits.option.sort'),
    sortValues(DEPOSIT_SORT_FIELDS),
    'sort',
  )
    .option('-q, --query <text>', t('cli.deposits.option.query'))
    .option('--shortfall', t('cli.deposits.option.shortfall'))
    .action(async (raw: Record<string, unknown>, cmd: Command) => {
      await run(parseDepositsListOptions(raw, t), ctx.factoryFor(cmd));
    });
  return withExamples(command, t, [
    'qy deposits list',
    'qy deposits list --status active --sort -paidFen --limit 50',
    'qy deposits list --institution 12 --all --csv > deposits.csv',
    "qy deposits list --json | jq '.[].accountNo'",
  ]);
}

export const depositsList = defineVerb<DepositsListOptions>({
  noun: 'deposits',
  name: 'list',
  command: depositsListCommand,
  run: () => import('./list-run.ts').then((m) => m.runDepositsList),
});
