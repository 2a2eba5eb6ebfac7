import { useEffect } from 'react';
import { confirm } from '../components/ui/confirm-store.ts';
import { useServices, useT } from '../hooks/app-context.tsx';

/**
 * Seed §8: a login-expired answer opens one 'Confirm exit' dialog ('Login again'), however many
 * requests fail together (core's client calls the hook once per lost session); on confirm the
 * local session is cleared and the page reloads, which lands on the login page with a redirect.
 */
export function useSessionExpiredDialog(): void {
  const services = useServices();
  const { t } = useT();
  useEffect(() => {
    services.onSessionExpired.current = () => {
      // A token that is already dead when the console starts is not a session that expired in
      // use: the guard logs out and shows the login page, no dialog.
      if (!services.sessionStore.state.user || window.location.pathname === '/login') return;
      void confirm({
        title: t('session.expired.title'),
        body: t('session.expired.content'),
        okText: t('session.expired.okText'),
        hideCancel: true,
        error: true,
      }).then(() => {
        services.client.tokenStore.clear();
        services.sessionStore.clear();
        services.settingsStore.update({ serverMenu: [] });
        window.location.reload();
      });
    };
    return () => {
      services.onSessionExpired.current = null;
    };
  }, [services, t]);
}
