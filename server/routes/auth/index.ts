import { loginResultSchema, noData, userInfoResultSchema } from '#core/schemas';
import { endpoint } from '../../http/endpoint.ts';
import { loginByCodeSchema } from '#core/validate';
import { currentUser, logout } from './service.ts';
import { loginByCode } from './sign-in.ts';

export const authEndpoints = [
  endpoint({
    method: 'POST',
    path: '/sys/user/loginByCode',
    menu: 'open',
    tag: 'auth',
    summary: 'Sign in with password and SMS code (form-encoded); returns the bearer token',
    form: loginByCodeSchema,
    response: loginResultSchema,
    handler: ({ body }, ctx) => loginByCode(body, ctx),
  }),
  endpoint({
    method: 'POST',
    path: '/sys/user/logout',
    menu: '*',
    tag: 'auth',
    summary: 'Sign out: revokes the session',
    response: noData,
    handler: (_input, ctx) => logout(ctx),
  }),
  endpoint({
    method: 'GET',
    path: '/sys/user/info',
    menu: '*',
    tag: 'auth',
    summary: "The signed-in user's fields, in the inner wrapper { code: 1, info, data }",
    response: userInfoResultSchema,
    handler: async (_input, ctx) => ({ code: 1, info: 'ok', data: await currentUser(ctx) }),
  }),
];
