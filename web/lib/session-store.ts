/**
 * The signed-in session as the console sees it: the user from GET /sys/user/info, the locally
 * switched role (seed §4: the role switches between user and admin locally; the server still
 * enforces), and whether the server menu has been fetched. The server menu itself lives in the
 * settings store (seed §3 lists serverMenu among the app settings).
 */
import { proxy } from 'valtio/vanilla';
import type { Role } from '#core/access';
import type { CurrentUser } from '#core/types';

interface SessionState {
  user: CurrentUser | null;
  /** '' until the user info has been fetched. */
  role: Role | '';
  menuLoaded: boolean;
}

export interface SessionStore {
  state: SessionState;
  setUser(user: CurrentUser): void;
  switchRole(role: Role): void;
  setMenuLoaded(loaded: boolean): void;
  /** Forget everything about the session (logout, expired login). */
  clear(): void;
}

export function createSessionStore(): SessionStore {
  const state = proxy<SessionState>({ user: null, role: '', menuLoaded: false });
  return {
    state,
    setUser(user) {
      state.user = user;
      state.role = user.role;
    },
    switchRole(role) {
      state.role = role;
    },
    setMenuLoaded(loaded) {
      state.menuLoaded = loaded;
    },
    clear() {
      state.user = null;
      state.role = '';
      state.menuLoaded = false;
    },
  };
}
