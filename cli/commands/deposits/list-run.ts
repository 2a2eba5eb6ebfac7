import type { CursorPage, DepositAccount } from '#core/types';
import type { Factory } from '../../factory.ts';
import { printList } from '../../output/print.ts';
import { getCursorPage, streamRows } from '../collect.ts';
import { depositAccountColumns } from './columns.ts';
import type { DepositsListOptions } from './list.ts';

export async function runDepositsList(opts: DepositsListOptions, f: Factory): Promise<void> {
  const client = await f.client();
  const query = {
    status: opts.status,
    institutionId: opts.institutionId,
    sort: opts.sort,
    q: opts.query,
    shortfall: opts.shortfall ? true : undefined,
  };
  await printList(f.output(), depositAccountColumns, async () => ({
    rows: streamRows(
      (request) =>
        getCursorPage<CursorPage<DepositAccount>>(client, '/deposits/accounts', query, request),
      opts.limit,
    ),
  }));
}
