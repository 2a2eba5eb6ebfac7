import { getDepositAccount } from '#core/api';
import type { DepositAccountDetail } from '#core/types';
import type { Factory } from '../../factory.ts';
import { tableLines } from '../../output/blocks.ts';
import { printRecord } from '../../output/print.ts';
import { depositAccountDetailColumns, depositRequestColumns } from './columns.ts';
import type { DepositsShowOptions } from './show.ts';

/** One account; on a terminal its requests follow as a table, `--json` has everything. */
export async function runDepositsShow(opts: DepositsShowOptions, f: Factory): Promise<void> {
  const client = await f.client();
  const ctx = f.output();
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
