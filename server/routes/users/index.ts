import type { SystemUser } from '#core/types';
import {
  resetPasswordSchema,
  userCreateSchema,
  userListQuerySchema,
  userUpdateSchema,
} from '#core/validate';
import { endpoint } from '../../http/endpoint.ts';
import { cursorAware, idParams, versionBody } from '../../domain/common-inputs.ts';
import { translator } from '../../domain/i18n.ts';
import { exportCsv, type CsvColumn } from '../../domain/list-export.ts';
import {
  createUser,
  disableUser,
  enableUser,
  getUser,
  resetPassword,
  unlockUser,
  updateUser,
} from './service.ts';
import { fetchUsersAfter, listUsers, userSort, userValue } from './lists.ts';
import { decideAdminGrant } from './admin-grant.ts';
import { changeReviewEndpoints } from '../../review/endpoints.ts';

const listQuery = cursorAware(userListQuerySchema);

function columns(t: (k: string) => string): CsvColumn<SystemUser>[] {
  return [
    { 'en-US': 'Username', 'zh-CN': '用户名', value: (u) => u.username },
    { 'en-US': 'Name', 'zh-CN': '姓名', value: (u) => u.name },
    { 'en-US': 'Phone', 'zh-CN': '手机号', value: (u) => u.phone },
    { 'en-US': 'Email', 'zh-CN': '邮箱', value: (u) => u.email },
    { 'en-US': 'Role', 'zh-CN': '角色', value: (u) => u.role },
    { 'en-US': 'Organisation', 'zh-CN': '所属组织', value: (u) => u.orgName },
    { 'en-US': 'Status', 'zh-CN': '状态', value: (u) => t(`status.user.${u.status}`) },
    { 'en-US': 'Last sign-in', 'zh-CN': '最近登录', value: (u) => u.lastLoginAt ?? '' },
  ];
}

// Static paths (/users/reviews…) are registered before /users/:id so they win.
export const userEndpoints = [
  ...changeReviewEndpoints({
    base: '/users/reviews',
    menu: 'UserMmanage',
    kind: 'admin_grant',
    noun: 'admin-role grant',
    decide: decideAdminGrant,
  }),
  endpoint({
    method: 'GET',
    path: '/users/export.csv',
    menu: 'UserMmanage',
    summary: 'Export users (CSV)',
    produces: 'text/csv',
    query: listQuery,
    handler: async ({ query }, ctx) => {
      const choice = userSort(query.sort);
      return exportCsv(
        'users.csv',
        ctx.locale,
        columns(translator(ctx.locale)),
        choice,
        userValue(choice),
        fetchUsersAfter(ctx.db, query, choice),
      );
    },
  }),
  endpoint({
    method: 'GET',
    path: '/users',
    menu: 'UserMmanage',
    summary: 'List system users',
    query: listQuery,
    handler: ({ query }, ctx) => listUsers(ctx.db, query),
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
