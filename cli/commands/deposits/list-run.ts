import { depositAccountCsvColumns } from '#core/csv';
import type { CursorPage, DepositAccount } from '#core/types';
import type { Factory } from '../../factory.ts';
import { printList } from '../../output/print.ts';
import { getCursorPage, streamRows } from '../collect.ts';
import { resolveRefs } from '../refs.ts';
import { depositAccountColumns } from './columns.ts';
import { depositsQuery, type DepositsListOptions } from './list.ts';

export async function runDepositsList(opts: DepositsListOptions, f: Factory): Promise<void> {
  const client = await f.client();
  const query = await resolveRefs(client, depositsQuery(opts), f.t);
  await printList(
    f.output(),
    depositAccountColumns,
    async () => ({
      rows: streamRows(
        (request) =>
          getCursorPage<CursorPage<DepositAccount>>(client, '/deposits/accounts', query, request),
        opts.limit,
      ),
    }),
    depositAccountCsvColumns,
  );
}
