import type { AppError } from '../errors/index.ts';
import type { TokenStore } from './token-store.ts';

export interface SessionExpiry {
  /** Handles a login-expired error of a request that was sent with `sentToken`. */
  expired(error: AppError, sentToken: string | null, notify: boolean): void;
  /** Re-arms the hook (after a new sign-in). */
  reset(): void;
}

/**
 * Clears the token and calls the hook once per lost session, however many requests fail together
 * (seed §8 shows one "Confirm exit" dialog, not ten).
 */
export function createSessionExpiry(
  tokenStore: TokenStore,
  onSessionExpired: ((error: AppError) => void) | undefined,
): SessionExpiry {
  let fired = false;
  let firedToken: string | null = null;

  return {
    expired(error, sentToken, notify) {
      // Only clear the token this request carried: a late answer to an old request must not
      // sign out a session that started meanwhile.
      const current = tokenStore.get();
      if (current !== null && current === sentToken) tokenStore.clear();
      if (!notify) return;
      // A request sent with a token other than the one already reported belongs to a new session.
      const newSession = sentToken !== null && sentToken !== firedToken;
      if (fired && !newSession) return;
      fired = true;
      firedToken = sentToken;
      onSessionExpired?.(error);
    },
    reset() {
      fired = false;
      firedToken = null;
    },
  };
}
