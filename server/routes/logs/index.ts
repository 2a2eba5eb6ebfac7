import { listOf, logEntrySchema } from '#core/schemas';
import { endpoint } from '../../http/endpoint.ts';
import { logExportInput, logListInput, logStreamInput } from './inputs.ts';
import { exportFrom, listFrom } from '../../list/source.ts';
import { logSource } from './service.ts';
import { streamLogs } from './stream.ts';

export const logEndpoints = [
  endpoint({
    method: 'GET',
    path: '/logs',
    menu: 'SysLogList',
    tag: 'logs',
    summary: 'System log: page mode newest first, or cursor mode (oldest→newest with afterId)',
    query: logListInput,
    response: listOf(logEntrySchema),
    handler: ({ query }, ctx) => listFrom(ctx, logSource, query),
  }),
  endpoint({
    method: 'GET',
    path: '/logs/stream',
    menu: 'SysLogList',
    tag: 'logs',
    summary:
      'Live system log (SSE: event log, id = log id); resumes after Last-Event-ID or lastEventId',
    query: logStreamInput,
    produces: 'text/event-stream',
    handler: ({ query }, ctx) => {
      const { lastEventId, afterId, ...filters } = query;
      return streamLogs(filters, lastEventId ?? afterId, ctx);
    },
  }),
  endpoint({
    method: 'GET',
    path: '/logs/export.csv',
    menu: 'SysLogList',
    tag: 'logs',
    summary: 'The filtered system log as CSV (UTF-8 with BOM), streamed',
    query: logExportInput,
    produces: 'text/csv',
    handler: async ({ query }, ctx) => exportFrom(ctx, logSource, query),
  }),
];
