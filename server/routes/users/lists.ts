import { and, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { userListQuerySchema } from '#core/validate';
import type { SystemUser } from '#core/types';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { listInMode } from '../../domain/list-export.ts';
import {
  afterCursor,
  orderOf,
  parseSort,
  type CursorKey,
  type SortChoice,
} from '../../domain/paging.ts';
import { select, toUser } from './queries.ts';

export type UserListQuery = z.output<typeof userListQuerySchema>;

const SORTS = {
  username: users.username,
  name: users.name,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
};
export const userSort = (sort?: string): SortChoice => parseSort(sort, SORTS, 'username');
export const userValue = (c: SortChoice) => (u: SystemUser) =>
  u[c.field as 'username' | 'name' | 'createdAt' | 'lastLoginAt'];

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

export function fetchUsersAfter(db: Db, q: UserListQuery, choice: SortChoice) {
  return async (after: CursorKey | null, limit: number) =>
    (
      await select(db)
        .where(and(filters(q), after ? afterCursor(choice, users.id, after) : undefined))
        .orderBy(...orderOf(choice, users.id))
        .limit(limit)
    ).map(toUser);
}

export async function listUsers(db: Db, q: UserListQuery) {
  const choice = userSort(q.sort);
  const where = filters(q);
  return listInMode(
    q,
    choice,
    userValue(choice),
    async (limit, offset) =>
      (
        await select(db)
          .where(where)
          .orderBy(...orderOf(choice, users.id))
          .limit(limit)
          .offset(offset)
      ).map(toUser),
    async () => (await db.select({ n: count() }).from(users).where(where))[0].n,
    fetchUsersAfter(db, q, choice),
  );
}
