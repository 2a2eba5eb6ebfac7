import { and, eq, ne } from 'drizzle-orm';
import type { RouteName } from '#core/access';
import type { MessageType } from '#core/types';
import type { Db } from '../db/client.ts';
import { messages, users } from '../db/schema/index.ts';

/**
 * A message-box entry as stored: `template` is a key of MESSAGE_TEMPLATES ('<template>.title' and
 * '<template>.content'), rendered in the reader's locale when the box is read.
 */
export interface Notice {
  type: MessageType;
  template: string;
  params: Record<string, string | number>;
  /** A tag key of MESSAGE_TEMPLATES ('tag.pending') and its colour. */
  tag?: { key: string; color: string };
  link?: { route: RouteName; key?: string };
  at: Date;
}

export function noticeRow(userId: number, n: Notice) {
  return {
    userId,
    type: n.type,
    title: n.template,
    subTitle: n.link?.key ?? '',
    content: JSON.stringify(n.params),
    tagText: n.tag?.key ?? null,
    tagColor: n.tag?.color ?? null,
    linkRoute: n.link?.route ?? null,
    linkKey: n.link?.key ?? null,
    at: n.at,
  };
}

/** Puts a message into every enabled admin's box (todos about submissions, failure notices). */
export async function notifyAdmins(db: Db, notice: Notice, exceptUserId?: number): Promise<void> {
  const admins = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), ne(users.status, 'disabled')));
  const rows = admins.filter((a) => a.id !== exceptUserId).map((a) => noticeRow(a.id, notice));
  if (rows.length > 0) await db.insert(messages).values(rows);
}

/** Puts a message into one user's box (e.g. the submitter, about a decision). */
export async function notifyUser(db: Db, userId: number, notice: Notice): Promise<void> {
  await db.insert(messages).values(noticeRow(userId, notice));
}
