import { getSettlementTotals } from '#core/api';
import type { SettlementListTotals } from '#core/types';
import type { Factory } from '../../factory.ts';
import { column, type Column } from '../../output/columns.ts';
import { printRecord } from '../../output/print.ts';
import { resolveRefs } from '../resolve-refs.ts';
import { settlementsQuery } from './query.ts';
import type { SettlementsTotalsOptions } from './totals.ts';

/** The ids are the list's (gross, share, fee, net) and the API's `count` and `totalExact`. */
const TOTALS_COLUMNS: readonly Column<SettlementListTotals>[] = [
  column('count', 'cli.field.count', 'text', (s) => s.count),
  column('totalExact', 'cli.field.totalExact', 'flag', (s) => String(s.totalExact)),
  column('gross', 'cli.field.gross', 'money', (s) => s.grossFen),
  column('share', 'cli.field.share', 'money', (s) => s.shareFen),
  column('fee', 'cli.field.fee', 'money', (s) => s.feeFen),
  column('net', 'cli.field.net', 'money', (s) => s.netFen),
];

/**
 * The totals of the whole filter (`GET /settlements/totals`: the list's own totals, read without a
 * page of rows). `--json` prints the API's object: money in integer fen, sums null where the count
 * is an estimate.
 */
export async function runSettlementsTotals(
  opts: SettlementsTotalsOptions,
  f: Factory,
): Promise<void> {
  const client = await f.client();
  const { t } = f;
  const query = await resolveRefs(client, settlementsQuery(opts), t);
  const output = f.output();
  let estimated = false;
  await printRecord(
    output,
    TOTALS_COLUMNS,
    async () => {
      const totals = await getSettlementTotals(client, {
        ...query,
        ...(opts.exact ? { exact: true } : {}),
      });
      estimated = !totals.totalExact;
      return totals;
    },
    // On a terminal, under the figures; elsewhere on stderr, so stdout stays the record alone.
    (totals) =>
      totals.totalExact ? [] : [[{ text: t('cli.settlements.totals.estimated'), dim: true }]],
  );
  if (estimated && output.mode !== 'table')
    output.io.err(`# ${t('cli.settlements.totals.estimated')}`);
}
