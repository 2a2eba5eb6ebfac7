import { and, desc, eq, sql } from 'drizzle-orm';
import { AppError, Code, type Locale } from '#core/errors';
import type { RouteName } from '#core/access';
import type { MessageBox, MessageItem, MessageType } from '#core/types';
import type { Db } from '../../db/client.ts';
import { messages } from '../../db/schema/index.ts';
import type { AuthedCtx } from '../../http/context.ts';
import { renderMessageText } from '../../domain/message-texts.ts';

const BOX_SIZE = 100;
type Row = typeof messages.$inferSelect;

function toItem(r: Row, locale: Locale): MessageItem {
  let params: Record<string, string | number> = {};
  try {
    params = JSON.parse(r.content) as Record<string, string | number>;
  } catch {
    params = {};
  }
  return {
    id: r.id,
    type: r.type,
    title: renderMessageText(`${r.title}.title`, params, locale),
    subTitle: r.subTitle,
    content: renderMessageText(`${r.title}.content`, params, locale),
    avatar: r.avatar,
    tag: r.tagText
      ? { text: renderMessageText(r.tagText, {}, locale), color: r.tagColor ?? 'gray' }
      : null,
    link: r.linkRoute
      ? { route: r.linkRoute as RouteName, ...(r.linkKey ? { key: r.linkKey } : {}) }
      : null,
    read: r.read,
    at: r.at.toISOString(),
  };
}

/** The caller's box (newest first, cleared ones hidden) with unread counts per type. */
export async function messageBox(
  db: Db,
  userId: number,
  locale: Locale,
  type?: MessageType,
): Promise<MessageBox> {
  const visible = and(eq(messages.userId, userId), eq(messages.cleared, false));
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(and(visible, type ? eq(messages.type, type) : undefined))
      .orderBy(desc(messages.at), desc(messages.id))
      .limit(BOX_SIZE),
    db
      .select({ type: messages.type, n: sql<number>`count(*)::int` })
      .from(messages)
      .where(and(visible, eq(messages.read, false)))
      .groupBy(messages.type),
  ]);
  const unread: Record<MessageType, number> = { message: 0, notice: 0, todo: 0 };
  for (const c of counts) unread[c.type] = Number(c.n);
  return { items: rows.map((r) => toItem(r, locale)), unread };
}

export async function markRead(ctx: AuthedCtx, id: number): Promise<null> {
  const updated = await ctx.db
    .update(messages)
    .set({ read: true })
    .where(and(eq(messages.id, id), eq(messages.userId, ctx.user.id), eq(messages.cleared, false)))
    .returning({ id: messages.id });
  if (updated.length === 0) throw new AppError(Code.NotFound);
  return null;
}

/** Read-all and clear touch only the caller's own messages, optionally of one type; both are logged. */
export async function markAll(
  ctx: AuthedCtx,
  action: 'read_all' | 'clear',
  type?: MessageType,
): Promise<null> {
  await ctx.db.transaction(async (tx) => {
    const changed = await tx
      .update(messages)
      .set(action === 'clear' ? { cleared: true, read: true } : { read: true })
      .where(
        and(
          eq(messages.userId, ctx.user.id),
          eq(messages.cleared, false),
          type ? eq(messages.type, type) : undefined,
        ),
      )
      .returning({ id: messages.id });
    await ctx.audit(
      {
        module: 'messages',
        action,
        target: type ?? 'all',
        result: 'success',
        detail: { count: changed.length },
      },
      tx,
    );
  });
  return null;
}
