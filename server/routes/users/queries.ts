import { eq, sql } from 'drizzle-orm';
import { AppError, Code } from '#core/errors';
import type { SystemUser } from '#core/types';
import type { Db } from '../../db/client.ts';
import { organisations, users } from '../../db/schema/index.ts';
import { maskPhone } from '../../domain/masking.ts';
import { iso } from '../../domain/paging.ts';

const columns = {
  id: users.id,
  username: users.username,
  name: users.name,
  phone: users.phone,
  email: users.email,
  role: users.role,
  orgId: users.orgId,
  orgName: sql<string>`coalesce(${organisations.name}, '')`,
  status: users.status,
  lastLoginAt: users.lastLoginAt,
  version: users.version,
  createdAt: users.createdAt,
};

export const select = (db: Db) =>
  db.select(columns).from(users).leftJoin(organisations, eq(organisations.id, users.orgId));
type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

export const toUser = (r: Row): SystemUser => ({
  ...r,
  orgId: r.orgId ?? 0,
  phone: maskPhone(r.phone),
  lastLoginAt: iso(r.lastLoginAt),
  createdAt: r.createdAt.toISOString(),
});

export async function getUser(db: Db, id: number): Promise<SystemUser> {
  const [row] = await select(db).where(eq(users.id, id));
  if (!row) throw new AppError(Code.NotFound);
  return toUser(row);
}
