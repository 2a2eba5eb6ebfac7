import { formatFen } from '#core/money';
import type { SettlementCursorPage } from '#core/api';
import type { SettlementTotals } from '#core/types';
import type { Factory } from '../../factory.ts';
import { printList } from '../../output/print.ts';
import type { Translate } from '../../text.ts';
import { collectRows, getCursorPage } from '../collect.ts';
import { settlementColumns } from './columns.ts';
import type { SettlementsListOptions } from './list.ts';

export function totalsNote(totals: SettlementTotals, t: Translate): string {
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
  const query = {
    status: opts.status,
    orgId: opts.orgId,
    institutionId: opts.institutionId,
    from: opts.from,
    to: opts.to,
    q: opts.query,
  };
  await printList(f.output(), settlementColumns, async () => {
    let totals: SettlementTotals | undefined;
    const rows = await collectRows(async (request) => {
      const page = await getCursorPage<SettlementCursorPage>(
        client,
        '/settlements',
        query,
        request,
      );
      totals ??= page.totals;
      return page;
    }, opts.limit);
    if (!totals) return { rows };
    const notes = [totalsNote(totals, t)];
    if (rows.length < totals.count) {
      notes.push(t('cli.settlements.shown', { shown: rows.length, count: totals.count }));
    }
    return { rows, notes };
  });
}
