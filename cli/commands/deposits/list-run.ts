import { listDepositAccountsCursor } from '#core/api';
import type { Factory } from '../../factory.ts';
import { printList } from '../../output/print.ts';
import { collectRows } from '../collect.ts';
import { depositAccountColumns } from './columns.ts';
import type { DepositsListOptions } from './list.ts';

export async function runDepositsList(opts: DepositsListOptions, f: Factory): Promise<void> {
  const client = await f.client();
  const query = { status: opts.status, institutionId: opts.institutionId, sort: opts.sort };
  await printList(f.output(), depositAccountColumns, async () => ({
    rows: await collectRows(
      ({ cursor, limit }) => listDepositAccountsCursor(client, { ...query, cursor, limit }),
      opts.limit,
    ),
  }));
}
