import { LOG_RESULTS } from '#core/enums';
import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './instant.ts';

/** The append-only system log. `id` is monotonic and doubles as the SSE event id. */
export const systemLogs = pgTable(
  'system_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: instant('at').notNull(),
    userId: integer('user_id'),
    username: text('username').notNull().default(''),
    ip: text('ip').notNull().default(''),
    module: text('module').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull().default(''),
    result: text('result', { enum: LOG_RESULTS }).notNull(),
    detail: jsonb('detail'),
    requestId: text('request_id').notNull().default(''),
  },
  (t) => [
    index('system_logs_module_id_idx').on(t.module, t.id),
    index('system_logs_username_id_idx').on(t.username, t.id),
    index('system_logs_target_idx').on(t.module, t.target),
    index('system_logs_at_idx').on(t.at),
  ],
);

export type SystemLogRow = typeof systemLogs.$inferSelect;
