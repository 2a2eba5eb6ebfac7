import { exportList } from '#core/api';
import type { Factory } from '../../factory.ts';
import { pipeBody } from '../../output/stream-body.ts';
import { resolveRefs } from '../resolve-refs.ts';
import type { ExportOptions } from './export.ts';

/** Streams the server's CSV export to stdout or a file as it arrives (flat memory). */
export async function runExport(opts: ExportOptions, f: Factory): Promise<void> {
  const client = await f.client();
  const io = f.io();
  const controller = new AbortController();
  const unsubscribe = f.onInterrupt(() => controller.abort());
  if (opts.output === undefined) io.onStdoutClosed(() => controller.abort());
  try {
    const query = await resolveRefs(client, opts.query, f.t);
    const response = await exportList(client, opts.list, query, controller.signal);
    await pipeBody(response.body, io, opts.output).catch((error: unknown) => {
      if (!controller.signal.aborted) throw error;
    });
  } finally {
    unsubscribe();
  }
}
