import { z } from 'zod';
import { searchHitSchema } from '#core/schemas';
import { searchQuerySchema } from '#core/validate';
import { endpoint } from '../../http/endpoint.ts';
import { search } from './service.ts';

export const searchEndpoints = [
  endpoint({
    method: 'GET',
    path: '/search',
    menu: '*',
    summary:
      'Palette search across records (numbers, names, pinyin), limited to pages the caller may open',
    query: searchQuerySchema,
    response: z.array(searchHitSchema),
    handler: ({ query }, ctx) => search(ctx.db, ctx.user, query.q, query.limit),
  }),
];
