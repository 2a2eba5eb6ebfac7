import { settlementCsvColumns } from '#core/csv';
import { formatFen } from '#core/money';
import { listSettlementsCursor } from '#core/api';
import type { SettlementTotals } from '#core/types';
import type { Factory } from '../../factory.ts';
import { printList } from '../../output/print.ts';
import type { Translate } from '../../text.ts';
import { streamRows } from '../collect.ts';
import { resolveRefs } from '../resolve-refs.ts';
import { settlementColumns } from './columns.ts';
import type { SettlementsListOptions } from './list.ts';
import { settlementsQuery } from './query.ts';

function totalsNote(totals: SettlementTotals, t: Translate): string {
  return t('cli.settlements.totals', {
    count: totals.count,
    gross: formatFen(totals.grossFen),
    share: formatFen(totals.shareFen),
    fee: formatFen(totals.feeFen),
    net: formatFen(totals.netFen),
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
      let totals: SettlementTotals | undefined;
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
