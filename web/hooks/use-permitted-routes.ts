import { useMemo } from 'react';
import { canAccessRoute, ROUTES, type RouteDef } from '#core/access';
import type { MenuEntry } from '#core/types';
import { useServices, useSession, useSettings } from './app-context.tsx';

/** Routes the current session may open (seed §5 rules), in registry order, menu routes only. */
export function usePermittedRoutes(): RouteDef[] {
  const { client } = useServices();
  const { role } = useSession();
  const { settings } = useSettings();
  const { menuFromServer, serverMenu } = settings;
  return useMemo(() => {
    const state = {
      token: client.tokenStore.get(),
      role,
      menuFromServer,
      serverMenu: serverMenu as MenuEntry[],
    };
    return ROUTES.filter(
      (r) => r.meta.requiresAuth && !r.meta.hideInMenu && canAccessRoute(r, state),
    );
  }, [client, role, menuFromServer, serverMenu]);
}
