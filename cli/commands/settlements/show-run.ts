import { getSettlement } from '#core/api';
import type { Factory } from '../../factory.ts';
import { printRecord } from '../../output/print.ts';
import { settlementDetailColumns } from './columns.ts';
import type { SettlementsShowOptions } from './show.ts';

export async function runSettlementsShow(opts: SettlementsShowOptions, f: Factory): Promise<void> {
  const client = await f.client();
  await printRecord(f.output(), settlementDetailColumns(f.globals.lang), () =>
    getSettlement(client, opts.settlementNo),
  );
}
