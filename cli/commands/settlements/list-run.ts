import { settlementCsvColumns } from '#core/csv';
import { formatFen } from '#core/money';
import { listSettlementsCursor } from '#core/api';
import type { SettlementListTotals } from '#core/types';
import type { Factory } from '../../factory.ts';
import { printList } from '../../output/print.ts';
import type { Translate } from '../../text.ts';
import { streamRows } from '../collect.ts';
import { resolveRefs } from '../resolve-refs.ts';
import { settlementColumns } from './columns.ts';
import type { SettlementsListOptions } from './list.ts';
import { settlementsQuery } from './query.ts';

function totalsNote(totals: SettlementListTotals, t: Translate): string {
  // An estimated count (a filter the daily totals do not cover, many rows): no sums.
  if (!totals.totalExact) return t('cli.settlements.estimate', { count: totals.count });
  return t('cli.settlements.totals', {
    count: totals.count,
    gross: formatFen(totals.grossFen ?? 0),
    share: formatFen(totals.shareFen ?? 0),
    fee: formatFen(totals.feeFen ?? 0),
    net: formatFen(totals.netFen ?? 0),
  });
}

/**
 * Settlements with the totals of the whole filter (not only the rows shown): under the table on
 * a terminal, as `# …` lines on stderr otherwise, so stdout stays pure TSV / CSV / JSON.
 */
export async function runSettlementsList(opts: SettlementsListOptions, f: Factory): Promise<void> {
  const client = await f.client();
  const { t } = f;
  const query = await resolveRefs(client, settlementsQuery(opts), f.t);
  await printList(
    f.output(),
    settlementColumns(f.globals.lang),
    async () => {
      let totals: SettlementListTotals | undefined;
      let shown = 0;
      async function* rows() {
        const pages = streamRows(async (request) => {
          const page = await listSettlementsCursor(client, { ...query, ...request });
          totals ??= page.totals;
          return page;
        }, opts.limit);
        for await (const row of pages) {
          shown += 1;
          yield row;
        }
      }
      // Read once the rows are printed: the totals come with the first page.
      const notes = () => {
        if (!totals) return [];
        const lines = [totalsNote(totals, t)];
        // With --all, fewer rows means the reader stopped early (`| head`): no "use --all".
        if (opts.limit !== 'all' && shown < totals.count)
          lines.push(t('cli.settlements.shown', { shown, count: totals.count }));
        return lines;
      };
      return { rows: rows(), notes };
    },
    settlementCsvColumns,
  );
}
