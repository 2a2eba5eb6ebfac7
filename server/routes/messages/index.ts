import { messageBoxSchema, noData } from '#core/schemas';
import { messageTypeSchema } from '#core/validate';
import { endpoint } from '../../http/endpoint.ts';
import { idParams } from '../../domain/common-inputs.ts';
import { markAll, markRead, messageBox } from './service.ts';

export const messageEndpoints = [
  endpoint({
    method: 'GET',
    path: '/messages',
    menu: '*',
    summary: 'The caller’s message box',
    query: messageTypeSchema,
    response: messageBoxSchema,
    handler: ({ query }, ctx) => messageBox(ctx.db, ctx.user.id, ctx.locale, query.type),
  }),
  endpoint({
    method: 'POST',
    path: '/messages/read-all',
    menu: '*',
    summary: 'Mark all (of one type) read',
    body: messageTypeSchema,
    response: noData,
    handler: ({ body }, ctx) => markAll(ctx, 'read_all', body.type),
  }),
  endpoint({
    method: 'POST',
    path: '/messages/clear',
    menu: '*',
    summary: 'Clear all (of one type)',
    body: messageTypeSchema,
    response: noData,
    handler: ({ body }, ctx) => markAll(ctx, 'clear', body.type),
  }),
  endpoint({
    method: 'POST',
    path: '/messages/:id/read',
    menu: '*',
    summary: 'Mark one message read',
    params: idParams,
    response: noData,
    handler: ({ params }, ctx) => markRead(ctx, params.id),
  }),
];
