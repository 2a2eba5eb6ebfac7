import { boolean, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Per-role server menu rows; `parentName` null for top-level groups and external links. */
export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    role: text('role', { enum: ['admin', 'user'] }).notNull(),
    name: text('name').notNull(),
    parentName: text('parent_name'),
    path: text('path').notNull(),
    sortOrder: integer('sort_order').notNull(),
    icon: text('icon').notNull().default(''),
    locale: text('locale').notNull(),
    external: boolean('external').notNull().default(false),
  },
  (t) => [uniqueIndex('menus_role_name_uq').on(t.role, t.name)],
);

export type MenuRow = typeof menus.$inferSelect;
