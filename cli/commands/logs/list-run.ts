import { listLogsCursor } from '#core/api';
import { logCsvColumns } from '#core/csv';
import type { Factory } from '../../factory.ts';
import { printList } from '../../output/print.ts';
import { streamRows } from '../collect.ts';
import { logColumns } from './columns.ts';
import type { LogsListOptions } from './list.ts';

/** The system log, newest first, page by page; ends when the filter is exhausted (no follow). */
export async function runLogsList(opts: LogsListOptions, f: Factory): Promise<void> {
  const client = await f.client();
  const { limit, ...filters } = opts;
  const output = f.output();
  await printList(
    output,
    logColumns(output.locale),
    async () => ({
      rows: streamRows((request) => listLogsCursor(client, { ...filters, ...request }), limit),
    }),
    logCsvColumns,
  );
}
