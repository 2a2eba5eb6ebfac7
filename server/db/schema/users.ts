import { USER_STATUSES } from '#core/enums';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './instant.ts';

/** System users (userMmanage) and the sign-in identity. `status` 'locked' comes with `lockedUntil`. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull().default(''),
    role: text('role', { enum: ['admin', 'user'] }).notNull(),
    /** Organisation the user belongs to (organisations is a business table; no FK so either side can seed first). */
    orgId: integer('org_id'),
    passwordHash: text('password_hash').notNull(),
    status: text('status', { enum: USER_STATUSES }).notNull().default('active'),
    lockedUntil: instant('locked_until'),
    lastLoginAt: instant('last_login_at'),
    avatar: text('avatar').notNull().default(''),
    job: text('job').notNull().default(''),
    jobName: text('job_name').notNull().default(''),
    location: text('location').notNull().default(''),
    locationName: text('location_name').notNull().default(''),
    introduction: text('introduction').notNull().default(''),
    personalWebsite: text('personal_website').notNull().default(''),
    certification: integer('certification').notNull().default(0),
    /** Lower-cased pinyin of the name for the palette search (filled by whoever writes the row). */
    searchPinyin: text('search_pinyin').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_uq').on(t.username),
    index('users_org_idx').on(t.orgId),
    index('users_username_lower_idx').on(sql`lower(${t.username}) text_pattern_ops`),
  ],
);

export type UserRow = typeof users.$inferSelect;
