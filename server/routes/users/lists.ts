import { and, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { userListQuerySchema } from '#core/validate';
import type { SystemUser } from '#core/types';
import { users } from '../../db/schema/index.ts';
import { labelColumn, textColumn } from '#core/csv';
import { type ListSource } from '../../list/source.ts';
import { countedBy, pagedRows } from '../../list/paged-rows.ts';
import { select, toUser } from './queries.ts';

export type UserListQuery = z.output<typeof userListQuerySchema>;

function filters(q: UserListQuery): SQL | undefined {
  const like = q.q ? `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : '';
  return and(
    q.orgId ? eq(users.orgId, q.orgId) : undefined,
    q.status ? eq(users.status, q.status) : undefined,
    q.role ? eq(users.role, q.role) : undefined,
    q.q
      ? or(ilike(users.username, like), ilike(users.name, like), ilike(users.searchPinyin, like))
      : undefined,
  );
}

/** System users (UserMmanage). */
export const userSource: ListSource<UserListQuery, SystemUser> = {
  name: 'users',
  id: users.id,
  sorts: {
    username: users.username,
    name: users.name,
    createdAt: users.createdAt,
    lastLoginAt: users.lastLoginAt,
  },
  defaultSort: 'username',
  filters,
  rows: pagedRows(select, toUser),
  count: countedBy((db) => db.select({ n: count() }).from(users)),
  columns: [
    textColumn('username', 'users.field.username', (u) => u.username),
    textColumn('name', 'users.field.name', (u) => u.name),
    labelColumn('role', 'users.field.role', (u) => `role.${u.role}`),
    textColumn('org', 'users.field.org', (u) => u.orgName),
    textColumn('phone', 'users.field.phone', (u) => u.phone),
    textColumn('email', 'users.field.email', (u) => u.email),
    labelColumn('status', 'data.common.status', (u) => `status.user.${u.status}`),
    textColumn('lastLogin', 'users.field.lastLogin', (u) => u.lastLoginAt ?? ''),
  ],
};
