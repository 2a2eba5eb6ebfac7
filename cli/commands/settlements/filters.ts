import type { Command } from 'commander';
import { SETTLEMENT_STATUSES } from '#core/enums';
import type { SettlementStatus } from '#core/types';
import type { Translate } from '../../text.ts';
import { valueOption } from '../option-values.ts';
import { parseChoice, parseDate } from '../parse.ts';
import { parseRef, type Ref } from '../refs.ts';

/** The filters of the settlement list, shared by `settlements list`, `export` and `totals`. */
export interface SettlementFilters {
  status: SettlementStatus | undefined;
  /** Id, code or name (resolved to the id before the request). */
  orgId: Ref | undefined;
  /** Id, credit code or name. */
  institutionId: Ref | undefined;
  from: string | undefined;
  to: string | undefined;
  /** Settlement number contains this. */
  query: string | undefined;
}

/** Adds the filter options (one definition: `qy completion` reads --status's values from it). */
export function settlementFilterOptions(command: Command, t: Translate): Command {
  return valueOption(
    command,
    '-s, --status <status>',
    t('cli.settlements.option.status'),
    SETTLEMENT_STATUSES,
  )
    .option('--org <ref>', t('cli.option.orgRef'))
    .option('--institution <ref>', t('cli.option.institutionRef'))
    .option('--from <date>', t('cli.settlements.option.from'))
    .option('--to <date>', t('cli.settlements.option.to'))
    .option('-q, --query <text>', t('cli.settlements.option.query'));
}

/**
 * argv → filters; a bad value is a usage error pointing at `command`'s help. From after to is
 * the server's to refuse (core's list schema, one rule), with the same catalogue error for all.
 */
export function parseSettlementFilters(
  raw: Record<string, unknown>,
  t: Translate,
  command: string,
): SettlementFilters {
  return {
    status: parseChoice(raw.status, SETTLEMENT_STATUSES, '--status', t, command),
    orgId: parseRef(raw.org),
    institutionId: parseRef(raw.institution),
    from: parseDate(raw.from, '--from', t, command),
    to: parseDate(raw.to, '--to', t, command),
    query: typeof raw.query === 'string' && raw.query.trim() !== '' ? raw.query.trim() : undefined,
  };
}
