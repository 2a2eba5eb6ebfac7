import { listDepositAccountsCursor } from '#core/api';
import { depositAccountCsvColumns } from '#core/csv';
import type { Factory } from '../../factory.ts';
import { printList } from '../../output/print.ts';
import { streamRows } from '../collect.ts';
import { resolveRefs } from '../resolve-refs.ts';
import { depositAccountColumns } from './columns.ts';
import type { DepositsListOptions } from './list.ts';
import { depositsQuery } from './query.ts';

export async function runDepositsList(opts: DepositsListOptions, f: Factory): Promise<void> {
  const client = await f.client();
  const query = await resolveRefs(client, depositsQuery(opts), f.t);
  await printList(
    f.output(),
    depositAccountColumns,
    async () => ({
      rows: streamRows(
        (request) => listDepositAccountsCursor(client, { ...query, ...request }),
        opts.limit,
      ),
    }),
    depositAccountCsvColumns,
  );
}
