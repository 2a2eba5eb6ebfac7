import { z } from 'zod';
import { AppError, Code } from '#core/errors';
import { apiTokenSchema, createdApiTokenSchema } from '#core/schemas';
import { apiTokenCreateSchema, idSchema } from '#core/validate';
import {
  apiTokenView,
  createApiTokenRow,
  listApiTokenRows,
  revokeApiTokenRow,
} from '../../auth/api-tokens.ts';
import type { AuthedCtx } from '../../http/context.ts';
import { endpoint } from '../../http/endpoint.ts';

/** A token cannot mint or revoke tokens: only a person's signed-in session can. */
function requireSession(ctx: AuthedCtx): void {
  if (ctx.user.apiToken) throw new AppError(Code.Forbidden);
}

export const apiTokenEndpoints = [
  endpoint({
    method: 'GET',
    path: '/sys/user/api-tokens',
    menu: '*',
    tag: 'auth',
    summary: "The signed-in user's API tokens (never their secrets), with last use",
    response: z.array(apiTokenSchema),
    handler: async (_input, ctx) => (await listApiTokenRows(ctx.db, ctx.user.id)).map(apiTokenView),
  }),
  endpoint({
    method: 'POST',
    path: '/sys/user/api-tokens',
    menu: '*',
    tag: 'auth',
    summary: 'Creates an API token (name, scope, expiry); the secret `qyat_…` is returned once',
    body: apiTokenCreateSchema,
    response: createdApiTokenSchema,
    handler: async ({ body }, ctx) => {
      requireSession(ctx);
      const { row, token } = await createApiTokenRow(ctx.db, ctx.user.id, body, ctx.clock.now());
      await ctx.audit({
        module: 'auth',
        action: 'api-token.create',
        target: row.name,
        result: 'success',
        detail: { after: { id: row.id, scope: row.scope, expiresAt: row.expiresAt } },
      });
      return { ...apiTokenView(row), token };
    },
  }),
  endpoint({
    method: 'POST',
    path: '/sys/user/api-tokens/:id/revoke',
    menu: '*',
    tag: 'auth',
    summary: 'Revokes one of the signed-in user’s API tokens; it is refused from then on',
    params: z.object({ id: idSchema }),
    response: apiTokenSchema,
    handler: async ({ params }, ctx) => {
      requireSession(ctx);
      const row = await revokeApiTokenRow(ctx.db, ctx.user.id, params.id, ctx.clock.now());
      await ctx.audit({
        module: 'auth',
        action: 'api-token.revoke',
        target: row.name,
        result: 'success',
        detail: { after: { id: row.id } },
      });
      return apiTokenView(row);
    },
  }),
];
