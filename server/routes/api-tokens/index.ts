import { eq } from 'drizzle-orm';
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
import { verifyPassword } from '../../auth/password.ts';
import { users } from '../../db/schema/users.ts';
import { translator } from '../../domain/i18n.ts';
import type { AuthedCtx } from '../../http/context.ts';
import { endpoint } from '../../http/endpoint.ts';

/** Creating a token asks for the password again: a stolen session alone mints nothing. */
async function recheckPassword(ctx: AuthedCtx, password: string | undefined): Promise<void> {
  if (!password)
    throw new AppError(Code.ValidationFailed, {
      fields: { password: translator(ctx.locale)('validation.required') },
    });
  const [user] = await ctx.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, ctx.user.id));
  if (!user || !(await verifyPassword(password, user.passwordHash))) {
    await ctx.audit({
      module: 'auth',
      action: 'api-token.create',
      target: ctx.user.username,
      result: 'failure',
      detail: { code: Code.ValidationFailed },
    });
    throw new AppError(Code.ValidationFailed, {
      fields: { password: translator(ctx.locale)('validation.password.wrongCurrent') },
    });
  }
}

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
      await recheckPassword(ctx, body.password);
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
  endpoint({
    method: 'GET',
    path: '/users/:id/api-tokens',
    menu: 'UserMmanage',
    tag: 'users',
    summary: "One user's API tokens (never their secrets), for an administrator",
    params: z.object({ id: idSchema }),
    response: z.array(apiTokenSchema),
    handler: async ({ params }, ctx) => {
      await assertUser(ctx, params.id);
      return (await listApiTokenRows(ctx.db, params.id)).map(apiTokenView);
    },
  }),
  endpoint({
    method: 'POST',
    path: '/users/:id/api-tokens/:tokenId/revoke',
    menu: 'UserMmanage',
    tag: 'users',
    summary: "Revokes one of a user's API tokens (an administrator's recovery step)",
    params: z.object({ id: idSchema, tokenId: idSchema }),
    response: apiTokenSchema,
    handler: async ({ params }, ctx) => {
      requireSession(ctx);
      const username = await assertUser(ctx, params.id);
      const row = await revokeApiTokenRow(ctx.db, params.id, params.tokenId, ctx.clock.now());
      await ctx.audit({
        module: 'users',
        action: 'api-token.revoke',
        target: username,
        result: 'success',
        detail: { after: { id: row.id, name: row.name } },
      });
      return apiTokenView(row);
    },
  }),
];

/** The username of a user an administrator acts on (404100 when there is none). */
async function assertUser(ctx: AuthedCtx, id: number): Promise<string> {
  const [user] = await ctx.db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, id));
  if (!user) throw new AppError(Code.NotFound);
  return user.username;
}
