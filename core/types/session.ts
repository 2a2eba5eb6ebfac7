/**
 * Wire types of the session, menus, system users, the system log, search, the message box and
 * the workbench, inferred from core/schemas. Field names are the JSON names the server sends.
 */
import type { z } from 'zod';
import type {
  currentUserSchema,
  logEntrySchema,
  loginResultSchema,
  messageBoxSchema,
  messageItemSchema,
  messageTypeSchema,
  searchHitSchema,
  searchKindSchema,
  smsSendResultSchema,
  systemUserSchema,
  userStatusSchema,
  workbenchFiguresSchema,
} from '../schemas/index.ts';

// ---------- session / user / menu ----------

export type CurrentUser = z.output<typeof currentUserSchema>;
export type { MenuEntry } from '../schemas/index.ts';

/** `GET /sys/user/menu` and `GET /sys/user/info` share this inner wrapper. */
export interface InnerResult<T> {
  code: number;
  info: string;
  data: T;
}

export type LoginResult = z.output<typeof loginResultSchema>;
export type SmsSendResult = z.output<typeof smsSendResultSchema>;

/** The `data` of a refused send (200203 SmsCooldown, HTTP 429). */
export interface SmsCooldownData {
  /** Seconds until another code may be sent. */
  cooldownSeconds: number;
  /**
   * The cooldown itself (the server's SMS_COOLDOWN_SECONDS): one code per this many seconds, so
   * the code already sent went out `periodSeconds - cooldownSeconds` seconds ago. Absent from
   * servers before issue 27.
   */
  periodSeconds?: number;
}

// ---------- system users ----------

export type UserStatus = z.output<typeof userStatusSchema>;
export type SystemUser = z.output<typeof systemUserSchema>;

// ---------- system log ----------

export type LogEntry = z.output<typeof logEntrySchema>;

// ---------- search, messages, workbench ----------

export type SearchKind = z.output<typeof searchKindSchema>;
export type SearchHit = z.output<typeof searchHitSchema>;
export type MessageType = z.output<typeof messageTypeSchema>;
export type MessageItem = z.output<typeof messageItemSchema>;
export type MessageBox = z.output<typeof messageBoxSchema>;
export type WorkbenchFigures = z.output<typeof workbenchFiguresSchema>;
