import { Code } from '#core/errors';
import { users } from '../db/schema/users.ts';

/** The user columns a credential (a session or an API token) is resolved with, joined to its row. */
export const credentialUserColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  role: users.role,
  orgId: users.orgId,
  status: users.status,
  lockedUntil: users.lockedUntil,
};

/**
 * Why the user behind a credential may not act now — disabled, or locked with the lock still
 * running (200110) — or null. The same rule for sessions and API tokens.
 */
export function userStandingRefusal(
  user: { status: string; lockedUntil: Date | null },
  now: Date,
): number | null {
  const locked =
    user.status === 'locked' && (!user.lockedUntil || user.lockedUntil.getTime() > now.getTime());
  return user.status === 'disabled' || locked ? Code.AccountDisabled : null;
}
