import { menuResultSchema } from '#core/schemas';
import { loadMenu } from '../../auth/role-menus.ts';
import { endpoint } from '../../http/endpoint.ts';

export const menuEndpoints = [
  endpoint({
    method: 'GET',
    path: '/sys/user/menu',
    menu: '*',
    tag: 'auth',
    summary: "The caller's server menu (per role, from the database) in the inner wrapper",
    response: menuResultSchema,
    handler: async (_input, ctx) => ({
      code: 1,
      info: 'ok',
      data: { menus: await loadMenu(ctx.db, ctx.user.role) },
    }),
  }),
];
