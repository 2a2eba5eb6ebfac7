/**
 * The break-glass for administrators, run on the server's host (`npm run admin`), never over the
 * API: creating the first administrators of a fresh installation and recovering a locked-out one.
 * Each step is one transaction with its system-log entry, so a refusal leaves nothing half-written.
 */
import { and, eq, sql } from 'drizzle-orm';
import { AppError, Code } from '#core/errors';
import type { Locale } from '#core/errors';
import { mobileSchema, passwordSchema, usernameSchema, validate } from '#core/validate';
import { z } from 'zod';
import { hashPassword } from '../auth/password.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import type { Database, Db } from '../db/client.ts';
import { rowsOf } from '../db/migrate.ts';
import { loginAttempts, users } from '../db/schema/index.ts';
import { maskPhone } from '../domain/masking.ts';
import { reindexRecord } from '../domain/search-index.ts';
import { pinyinOf } from '../domain/search-keys.ts';
import { writeAudit } from '../logging/audit.ts';
import type { EventBus } from '../stream/event-bus.ts';

/**
 * The command creates administrators only while fewer than this many exist: enough for a maker,
 * a checker and a spare, after which every new administrator goes through the console's review.
 */
export const ADMIN_COMMAND_LIMIT = 3;

/** Who the system log names as the actor: the host command, with the OS account that ran it. */
export interface HostActor {
  osUser: string;
  host: string;
}

export interface AdminDeps {
  database: Database;
  events: EventBus;
  now: () => Date;
  locale: Locale;
}

const createSchema = z.object({
  username: usernameSchema,
  name: z.string().trim().min(1, 'validation.required').max(50, 'validation.tooLong'),
  phone: mobileSchema,
  password: passwordSchema,
});

const resetSchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
  phone: mobileSchema.optional(),
});

/** Administrators of any status: a disabled one still counts, or disabling would reopen the command. */
export async function countAdministrators(db: Db): Promise<number> {
  const rows = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from users where role = 'admin'`),
  );
  return Number(rows[0]?.n ?? 0);
}

/** Two commands racing on one PostgreSQL take turns, so they cannot both pass the count. */
async function serialise(database: Database, tx: Db): Promise<void> {
  if (database.kind === 'postgres')
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'qy-admin:' + database.schema}))`);
}

function audit(
  deps: AdminDeps,
  actor: HostActor,
  tx: Db,
  entry: { action: string; target: string; userId: number; detail: Record<string, unknown> },
) {
  return writeAudit(
    deps,
    {
      userId: null,
      username: 'admin-command',
      ip: actor.host,
      requestId: `admin-command:${entry.action}`,
      at: deps.now(),
    },
    {
      module: 'users',
      action: entry.action,
      target: entry.target,
      result: 'success',
      userId: null,
      detail: { ...entry.detail, via: 'admin command', osUser: actor.osUser },
    },
    tx,
  );
}

/** Creates an active administrator; refused once ADMIN_COMMAND_LIMIT administrators exist. */
export async function createAdministrator(
  deps: AdminDeps,
  actor: HostActor,
  input: { username: string; name: string; phone: string; password: string },
): Promise<{ id: number; username: string; administrators: number }> {
  const body = validate(createSchema, input, deps.locale);
  const passwordHash = await hashPassword(body.password);
  return deps.database.db.transaction(async (tx) => {
    await serialise(deps.database, tx);
    const count = await countAdministrators(tx);
    if (count >= ADMIN_COMMAND_LIMIT)
      throw new AppError(Code.AdministratorsComplete, {
        data: { count, limit: ADMIN_COMMAND_LIMIT },
      });
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, body.username));
    if (taken) throw new AppError(Code.Duplicate, { fields: { username: body.username } });
    const now = deps.now();
    const [row] = await tx
      .insert(users)
      .values({
        username: body.username,
        name: body.name,
        phone: body.phone,
        role: 'admin',
        passwordHash,
        searchPinyin: pinyinOf(body.name),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: users.id });
    // The palette finds people like any user the console creates.
    await reindexRecord(tx, {
      kind: 'user',
      key: String(row.id),
      title: body.name,
      subtitle: body.username,
      name: body.name,
      codes: [body.username],
    });
    await audit(deps, actor, tx, {
      action: 'create',
      target: body.username,
      userId: row.id,
      detail: {
        after: { username: body.username, name: body.name, phone: maskPhone(body.phone) },
      },
    });
    return { id: row.id, username: body.username, administrators: count + 1 };
  });
}

/**
 * Recovers an administrator who cannot sign in: a new password (and phone, when the old one is
 * lost), the account active again, every sign-in lock on it lifted and its sessions ended.
 */
export async function resetAdministrator(
  deps: AdminDeps,
  actor: HostActor,
  input: { username: string; password: string; phone?: string },
): Promise<{ id: number; username: string }> {
  const body = validate(resetSchema, input, deps.locale);
  const passwordHash = await hashPassword(body.password);
  return deps.database.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, role: users.role, status: users.status })
      .from(users)
      .where(eq(users.username, body.username));
    if (!user) throw new AppError(Code.NotFound, { fields: { username: body.username } });
    if (user.role !== 'admin')
      throw new AppError(Code.NotAnAdministrator, { fields: { username: body.username } });
    const now = deps.now();
    await tx
      .update(users)
      .set({
        passwordHash,
        status: 'active',
        lockedUntil: null,
        ...(body.phone ? { phone: body.phone } : {}),
        version: sql`${users.version} + 1`,
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
    await tx
      .delete(loginAttempts)
      .where(and(eq(loginAttempts.username, body.username), eq(loginAttempts.success, false)));
    await revokeUserSessions(tx, user.id, now);
    await audit(deps, actor, tx, {
      action: 'reset_password',
      target: body.username,
      userId: user.id,
      detail: {
        before: { status: user.status },
        after: { status: 'active', ...(body.phone ? { phone: maskPhone(body.phone) } : {}) },
      },
    });
    return { id: user.id, username: body.username };
  });
}
