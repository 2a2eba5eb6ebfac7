import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { instant } from './instant.ts';

/** The message box (message / notice / todo) of one user, fed by business events. */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    type: text('type').notNull().$type<'message' | 'notice' | 'todo'>(),
    title: text('title').notNull(),
    subTitle: text('sub_title').notNull().default(''),
    content: text('content').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    tagText: text('tag_text'),
    tagColor: text('tag_color'),
    linkRoute: text('link_route'),
    linkKey: text('link_key'),
    read: boolean('read').notNull().default(false),
    cleared: boolean('cleared').notNull().default(false),
    at: instant('at').notNull(),
  },
  (t) => [index('messages_user_idx').on(t.userId, t.type, t.at)],
);
