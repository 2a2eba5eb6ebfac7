import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { logout } from '#core/api';
import { useServices } from './app-context.tsx';

/**
 * Seed §4: logout calls the server, then always clears user info, token and the server menu
 * (whatever the server answered), and goes to the login page.
 */
export function useLogout(): () => Promise<void> {
  const { client, sessionStore, settingsStore } = useServices();
  const [, navigate] = useLocation();
  return useCallback(async () => {
    try {
      await logout(client);
    } catch {
      // The local session ends regardless; the server forgets the token on its own expiry.
    } finally {
      client.tokenStore.clear();
      sessionStore.clear();
      settingsStore.update({ serverMenu: [] });
      navigate('/login', { replace: true });
    }
  }, [client, sessionStore, settingsStore, navigate]);
}
