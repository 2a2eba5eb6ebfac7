/**
 * The route guard (seed §4–5) around core's resolveNavigation: it answers allow / redirect /
 * fetch-the-user / fetch-the-menu, and this hook carries the answer out, resolving again after
 * each fetch. A failed user-info fetch logs out and goes to login; a failed menu load shows the
 * 'menuNotice' toast and continues with an empty server menu.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { getMenu, getUserInfo, logout, MENU_NOTICE_ID } from '#core/api';
import {
  loginRedirect,
  matchRoute,
  resolveNavigation,
  type AccessState,
  type RouteDef,
} from '#core/access';
import { useServices, useT } from '../hooks/app-context.tsx';
import { toast } from '../components/ui/toast.ts';
import { progress } from '../components/ui/progress-bar.tsx';
import { claimError } from '../lib/request-errors.ts';
import { parseQuery, targetUrl } from './route-url.ts';
import { adminOnlyRoute, withDenied } from '../lib/denied-route.ts';

type GuardState = { status: 'pending' } | { status: 'allow'; route: RouteDef };

/** Where an address leads with what is known now (no fetch). */
function decide(path: string, search: string, access: AccessState) {
  const to = { path, query: parseQuery(search) };
  // Once signed in, load the server menu before deciding anything (as the template's guard
  // awaits it), so '/' and white-listed paths never resolve against an empty menu.
  const decision =
    access.token && access.role && access.menuFromServer && !access.menuLoaded
      ? ({ kind: 'fetchMenu' } as const)
      : resolveNavigation(to, access);
  return { to, decision };
}

export function useRouteGuard(): GuardState {
  const { client, sessionStore, settingsStore } = useServices();
  const { t } = useT();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const session = useSnapshot(sessionStore.state);
  const settings = useSnapshot(settingsStore.state);
  const access: AccessState = {
    token: client.tokenStore.get(),
    role: session.role,
    menuFromServer: settings.menuFromServer,
    serverMenu: settingsStore.state.serverMenu,
    menuLoaded: session.menuLoaded,
  };
  // An address allowed as it stands is decided in the render that brings it, not an effect later:
  // the route always arrives with its URL (a second shortcut right after a first cannot skip the
  // first page's tab), and the prerendered sign-in screen hydrates in the first pass.
  const allowedNow =
    decide(path, search, access).decision.kind === 'allow' ? matchRoute(path) : undefined;
  const [state, setState] = useState<GuardState>(() =>
    allowedNow ? { status: 'allow', route: allowedNow } : { status: 'pending' },
  );
  const busy = useRef(false);

  useEffect(() => {
    if (busy.current) return;
    // Runs one fetch with the guard paused, then applies its outcome, which re-runs the guard.
    const settle = async (fetch: () => Promise<() => void>) => {
      busy.current = true;
      progress.start();
      const apply = await fetch();
      busy.current = false;
      progress.done();
      apply();
    };
    const { to, decision } = decide(path, search, {
      token: client.tokenStore.get(),
      role: session.role,
      menuFromServer: settings.menuFromServer,
      serverMenu: settingsStore.state.serverMenu,
      menuLoaded: session.menuLoaded,
    });
    switch (decision.kind) {
      case 'allow': {
        const route = matchRoute(path);
        // The same answer keeps the same state: a prerendered screen still hydrating must not
        // receive an update (React would redraw it instead of hydrating it).
        if (route)
          setState((s) =>
            s.status === 'allow' && s.route === route ? s : { status: 'allow', route },
          );
        return;
      }
      case 'redirect': {
        // A page that needs an administrator says so where the guard sends the operator.
        const refused = adminOnlyRoute(path, {
          token: client.tokenStore.get(),
          role: session.role,
          menuFromServer: settings.menuFromServer,
          serverMenu: settingsStore.state.serverMenu,
          menuLoaded: session.menuLoaded,
        });
        const to = withDenied(decision.to, refused);
        if (refused && to.name !== 'NotFound')
          toast.warning(
            t('shell.denied.needsAdmin', {
              page: t(refused.meta.locale),
              role: t(`role.${session.role}`),
            }),
          );
        navigate(targetUrl(to), { replace: true });
        return;
      }
      case 'fetchUser':
        void settle(async () => {
          try {
            const user = await getUserInfo(client);
            return () => sessionStore.setUser(user);
          } catch {
            // Seed §4: a failed user-info fetch logs out and sends the user to login.
            await logout(client).catch(() => undefined);
            return () => {
              sessionStore.clear();
              settingsStore.update({ serverMenu: [] });
              navigate(targetUrl(loginRedirect(to)), { replace: true });
            };
          }
        });
        return;
      case 'fetchMenu':
        void settle(async () => {
          try {
            const menus = await getMenu(client);
            return () => {
              settingsStore.update({ serverMenu: menus });
              sessionStore.setMenuLoaded(true);
            };
          } catch (error) {
            claimError(error); // its own closable 'menuNotice' toast
            const message =
              error instanceof Error && error.message ? error.message : t('request.error');
            return () => {
              toast.error(message, { id: MENU_NOTICE_ID, closable: true });
              sessionStore.setMenuLoaded(true);
            };
          }
        });
        return;
    }
  }, [
    path,
    search,
    session.role,
    session.menuLoaded,
    settings.menuFromServer,
    settings.serverMenu,
    client,
    sessionStore,
    settingsStore,
    navigate,
    t,
  ]);

  // The same answer keeps the same object (no needless re-render of what it guards).
  return useMemo<GuardState>(
    () =>
      allowedNow && !(state.status === 'allow' && state.route === allowedNow)
        ? { status: 'allow', route: allowedNow }
        : state,
    [allowedNow, state],
  );
}
