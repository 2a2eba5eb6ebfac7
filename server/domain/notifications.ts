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

/**
 * Ends the to-dos that point at a record once its request is decided (or withdrawn): every admin's
 * pending to-do for that record is marked read and tagged with the outcome, so the message box and
 * its bell count change at once. Call inside the deciding transaction. A record has at most one
 * pending request, so its route + key name the to-do exactly.
 */
export async function completeTodos(
  db: Db,
  link: { route: RouteName; key: string },
  outcome: 'approved' | 'rejected',
): Promise<number> {
  const done = await db
    .update(messages)
    .set({
      read: true,
      tagText: `tag.${outcome}`,
      tagColor: outcome === 'approved' ? 'green' : 'red',
    })
    .where(
      and(
        eq(messages.type, 'todo'),
        eq(messages.linkRoute, link.route),
        eq(messages.linkKey, link.key),
        eq(messages.tagText, 'tag.pending'),
      ),
    )
    .returning({ id: messages.id });
  return done.length;
}
