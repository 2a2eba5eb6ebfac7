import { z } from 'zod';
import { loadMenu } from '../../auth/role-menus.ts';
import { endpoint } from '../../http/endpoint.ts';

export const menuEndpoints = [
  endpoint({
    method: 'GET',
    path: '/sys/user/menu',
    menu: '*',
    tag: 'auth',
    summary: "The caller's server menu (per role, from the database) in the inner wrapper",
    response: z.object({
      code: z.literal(1),
      info: z.string(),
      data: z.object({ menus: z.array(z.record(z.string(), z.unknown())) }),
    }),
    handler: async (_input, ctx) => ({
      code: 1,
      info: 'ok',
      data: { menus: await loadMenu(ctx.db, ctx.user.role) },
    }),
  }),
];
