import { getDepositAccount } from '#core/api';
import type { DepositAccountDetail } from '#core/types';
import type { Factory } from '../../factory.ts';
import { tableLines } from '../../output/blocks.ts';
import { plainCell } from '../../output/cells.ts';
import { printRecord } from '../../output/print.ts';
import { depositAccountDetailColumns, depositRequestColumns } from './columns.ts';
import type { DepositsShowOptions } from './show.ts';

/** One account; on a terminal its requests follow as a table, `--json` has everything. */
export async function runDepositsShow(opts: DepositsShowOptions, f: Factory): Promise<void> {
  const client = await f.client();
  const ctx = f.output();
  if (ctx.mode === 'tsv') {
    // Piped: plain text only. The account's `field<TAB>value` lines, a blank line, then its
    // requests as TSV with a header row (they were left out before).
    const account = await getDepositAccount(client, opts.accountNo);
    await printRecord(ctx, depositAccountDetailColumns, async () => account);
    if (account.requests.length > 0) {
      ctx.io.out('');
      ctx.io.out(depositRequestColumns.map((c) => c.id).join('\t'));
      for (const request of account.requests) {
        ctx.io.out(depositRequestColumns.map((c) => plainCell(c, request)).join('\t'));
      }
    }
    return;
  }
  await printRecord<DepositAccountDetail>(
    ctx,
    depositAccountDetailColumns,
    () => getDepositAccount(client, opts.accountNo),
    (account) =>
      account.requests.length === 0
        ? []
        : [
            // A blank line: ink drops an empty <Text>, so it holds one space.
            [{ text: ' ' }],
            [{ text: f.t('cli.field.requests'), bold: true }],
            ...tableLines(depositRequestColumns, account.requests, f.t, ctx.io.columns()),
          ],
  );
}
