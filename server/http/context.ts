import type { Context } from 'hono';
import type { Locale } from '#core/errors';
import type { AppConfig } from '../env.ts';
import type { Database, Db } from '../db/client.ts';
import type { Logger } from '../logging/logger.ts';
import type { SmsProvider } from '../sms/provider.ts';
import type { Availability } from '../db/availability.ts';
import type { EventBus } from '../stream/event-bus.ts';
import type { Clock } from './clock.ts';

/** Everything the app is built from; tests pass fakes (clock, SMS capture, in-memory database). */
export interface AppDeps {
  database: Database;
  clock: Clock;
  sms: SmsProvider;
  config: AppConfig;
  logger: Logger;
  events: EventBus;
  /** Whether the database can be reached (createApp makes one when absent). */
  availability?: Availability;
}

export type Role = 'admin' | 'user';

/** The signed-in caller, resolved from the bearer token. */
export interface SessionUser {
  id: number;
  username: string;
  name: string;
  role: Role;
  orgId: number | null;
  /** Id of the session row (logout revokes it); 0 for an API token. */
  sessionId: number;
  /** Set when the caller is an API token (server/auth/api-tokens.ts) rather than a session. */
  apiToken?: { id: number; scope: 'read-only' | 'read-write' };
}

export interface AuditInput {
  module: string;
  action: string;
  target: string;
  result: 'success' | 'failure';
  detail?: { before?: unknown; after?: unknown; [k: string]: unknown };
  /** Overrides the caller (e.g. a failed sign-in names the attempted username). */
  username?: string;
  userId?: number | null;
}

/** What every handler receives next to its validated input. */
export interface Ctx {
  db: Db;
  database: Database;
  clock: Clock;
  user: SessionUser | null;
  ip: string;
  userAgent: string;
  requestId: string;
  locale: Locale;
  /** Writes a system-log row; pass `tx` to write it in the same transaction as the change. */
  audit(entry: AuditInput, tx?: Db): Promise<void>;
  deps: AppDeps;
  /** Aborted when the client goes away or the server shuts down (long streams watch it). */
  signal: AbortSignal;
  /** Aborted when the server starts draining (streams then tell their clients to go). Absent: never. */
  shutdown?: AbortSignal;
  /** The Hono context, for helpers that need it (e.g. hono/streaming's streamSSE). */
  http: Context;
}

/** Ctx for handlers of signed-in endpoints (menu other than 'open'). */
export type AuthedCtx = Ctx & { user: SessionUser };
