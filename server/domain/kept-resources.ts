import type { KeptResource } from './kept-reads.ts';

/**
 * Which kept copies a committed change makes stale, read from its system-log row (every change
 * writes one, in its transaction, and a refused one is logged as a 'failure' that drops nothing):
 * - users (edit, role, disable, lock, password, phone, admin grant) and auth (logout, ended
 *   sessions, API tokens made or revoked) → the cached sessions;
 * - settlements (a status moved) → the totals; orgs and institutions → their names.
 * Auth actions that change nothing a session copy holds keep them: a sign-in adds a session no one
 * has cached, an SMS send and an API token's use write only their own rows.
 */
const BY_MODULE: Record<string, readonly KeptResource[]> = {
  users: ['sessions'],
  auth: ['sessions'],
  settlements: ['settlements'],
  orgs: ['organisations'],
  institutions: ['institutions'],
};
const KEEPS_SESSIONS = new Set(['login', 'sms.send', 'api-token.use']);

/** The kept resources a committed change, as logged, makes stale. */
export function resourcesChangedBy(entry: {
  module: string;
  action: string;
  result: 'success' | 'failure';
}): readonly KeptResource[] {
  if (entry.result !== 'success') return [];
  if (entry.module === 'auth' && KEEPS_SESSIONS.has(entry.action)) return [];
  return BY_MODULE[entry.module] ?? [];
}
