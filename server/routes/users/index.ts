import {
  resetPasswordSchema,
  userCreateSchema,
  userListQuerySchema,
  userUpdateSchema,
} from '#core/validate';
import { endpoint } from '../../http/endpoint.ts';
import { cursorAware, idParams, versionBody } from '../../domain/common-inputs.ts';
import {
  createUser,
  disableUser,
  enableUser,
  getUser,
  resetPassword,
  unlockUser,
  updateUser,
} from './service.ts';
import { userSource } from './lists.ts';
import { listEndpoints } from '../../list/endpoints.ts';
import { decideAdminGrant } from './admin-grant.ts';
import { changeReviewEndpoints } from '../../review/endpoints.ts';

const listQuery = cursorAware(userListQuerySchema);

// Static paths (/users/reviews…) are registered before /users/:id so they win.
export const userEndpoints = [
  ...changeReviewEndpoints({
    base: '/users/reviews',
    menu: 'UserMmanage',
    kind: 'admin_grant',
    noun: 'admin-role grant',
    decide: decideAdminGrant,
  }),
  ...listEndpoints({
    path: '/users',
    menu: 'UserMmanage',
    noun: 'system user',
    query: listQuery,
    source: userSource,
  }),
  endpoint({
    method: 'GET',
    path: '/users/:id',
    menu: 'UserMmanage',
    summary: 'One system user',
    params: idParams,
    handler: ({ params }, ctx) => getUser(ctx.db, params.id),
  }),
  endpoint({
    method: 'POST',
    path: '/users',
    menu: 'UserMmanage',
    summary: 'Create a system user',
    body: userCreateSchema,
    handler: ({ body }, ctx) => createUser(ctx, body),
  }),
  endpoint({
    method: 'PUT',
    path: '/users/:id',
    menu: 'UserMmanage',
    summary: 'Edit a system user',
    params: idParams,
    body: userUpdateSchema,
    handler: ({ params, body }, ctx) => updateUser(ctx, params.id, body),
  }),
  endpoint({
    method: 'POST',
    path: '/users/:id/disable',
    menu: 'UserMmanage',
    summary: 'Disable a user',
    params: idParams,
    body: versionBody,
    handler: ({ params, body }, ctx) => disableUser(ctx, params.id, body.version),
  }),
  endpoint({
    method: 'POST',
    path: '/users/:id/enable',
    menu: 'UserMmanage',
    summary: 'Enable a user',
    params: idParams,
    body: versionBody,
    handler: ({ params, body }, ctx) => enableUser(ctx, params.id, body.version),
  }),
  endpoint({
    method: 'POST',
    path: '/users/:id/unlock',
    menu: 'UserMmanage',
    summary: 'Unlock a locked user',
    params: idParams,
    body: versionBody,
    handler: ({ params, body }, ctx) => unlockUser(ctx, params.id, body.version),
  }),
  endpoint({
    method: 'POST',
    path: '/users/:id/reset-password',
    menu: 'UserMmanage',
    summary: 'Reset a user password (signs the user out)',
    params: idParams,
    body: resetPasswordSchema,
    handler: ({ params, body }, ctx) => resetPassword(ctx, params.id, body.version, body.password),
  }),
];
