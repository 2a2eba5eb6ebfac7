import {
  resetPasswordSchema,
  userCreateSchema,
  userListQuerySchema,
  userUpdateSchema,
} from '#core/validate';
import { systemUserSchema, systemUserWithReviewSchema } from '#core/schemas';
import { cursorAware, idParams } from '../../domain/common-inputs.ts';
import { recordEndpoints } from '../../http/record.ts';
import {
  createUser,
  disableUser,
  enableUser,
  getUserDetail,
  resetPassword,
  unlockUser,
  updateUser,
} from './service.ts';
import { userSource } from './lists.ts';
import { decideAdminGrant } from './admin-grant.ts';
import { changeReviewEndpoints } from '../../review/endpoints.ts';

const listQuery = cursorAware(userListQuerySchema);
const user = recordEndpoints({
  base: '/users',
  key: 'id',
  menu: 'UserMmanage',
  params: idParams,
  record: systemUserSchema,
});

// Static paths (/users/reviews…) are registered before /users/:id so they win.
export const userEndpoints = [
  ...changeReviewEndpoints({
    base: '/users/reviews',
    menu: 'UserMmanage',
    kind: 'admin_grant',
    noun: 'admin-role grant',
    decide: decideAdminGrant,
  }),
  ...user.list({
    noun: 'system user',
    item: systemUserSchema,
    query: listQuery,
    source: userSource,
  }),
  user.get('One system user', (id, ctx) => getUserDetail(ctx.db, id, ctx.clock.now())),
  user.create(
    'Create a system user (the admin role waits for review)',
    userCreateSchema,
    (body, ctx) => createUser(ctx, body),
    systemUserWithReviewSchema,
  ),
  user.put(
    "Edit a system user (a promotion, and an administrator's phone or role, wait for review)",
    userUpdateSchema,
    (id, body, ctx) => updateUser(ctx, id, body),
    systemUserWithReviewSchema,
  ),
  user.action(
    'disable',
    'Disable a user (an administrator waits for review)',
    (id, b, ctx) => disableUser(ctx, id, b.version),
    { response: systemUserWithReviewSchema },
  ),
  user.action(
    'enable',
    'Enable a user (an administrator waits for review)',
    (id, b, ctx) => enableUser(ctx, id, b.version),
    { response: systemUserWithReviewSchema },
  ),
  user.action(
    'unlock',
    "Unlock a locked user (another person's unlock of an administrator waits for review)",
    (id, b, ctx) => unlockUser(ctx, id, b.version),
    { response: systemUserWithReviewSchema },
  ),
  user.action(
    'reset-password',
    'Reset a user password (ends their sessions and API tokens; an administrator waits for review)',
    (id, b, ctx) => resetPassword(ctx, id, b.version, b.password),
    { body: resetPasswordSchema, response: systemUserWithReviewSchema },
  ),
];
