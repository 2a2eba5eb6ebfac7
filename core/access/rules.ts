import type { MenuEntry } from '../types/index.ts';
import { flattenMenuNames } from './menu.ts';
import {
  ROUTE_BY_NAME,
  ROUTES,
  WHITE_LIST,
  type RouteDef,
  type RouteMeta,
  type RouteName,
} from './routes.ts';

/** What the access rules need to know about the session (seed §5). */
export interface AccessState {
  token: string | null;
  /** '' until the user info has been fetched. */
  role: string;
  /** The settings toggle "menu from server". */
  menuFromServer: boolean;
  serverMenu: MenuEntry[];
  /**
   * With server menus: false while the menu has not been fetched yet, so the guard asks for it
   * (as the template's guard awaits it) instead of sending the user to not-found.
   * Absent: the menu is taken as loaded.
   */
  menuLoaded?: boolean;
}

export interface RouteLike {
  name: string;
  meta: Pick<RouteMeta, 'requiresAuth' | 'roles'>;
}

/** The template's role check: open routes and routes without a role list pass; '*' is every role. */
export function passesRoleCheck(route: RouteLike, role: string): boolean {
  const { requiresAuth, roles } = route.meta;
  return !requiresAuth || !roles || roles.includes('*') || roles.includes(role);
}

function inServerMenu(name: string, menuNames: ReadonlySet<string>): boolean {
  return menuNames.has(name) || (WHITE_LIST as readonly string[]).includes(name);
}

/** Seed §5: sign-in if flagged, the role list, and with server menus membership of the menu tree. */
export function canAccessRoute(route: RouteDef | RouteLike, state: AccessState): boolean {
  if (route.meta.requiresAuth && !state.token) return false;
  if (!passesRoleCheck(route, state.role)) return false;
  if (!state.menuFromServer) return true;
  return inServerMenu(route.name, flattenMenuNames(state.serverMenu));
}

/**
 * The server's check of an endpoint (API.md "menu" column): a '*' endpoint only needs sign-in;
 * otherwise the route must be in the caller's server menu (or the white list) and pass the role list.
 */
export function isRouteAllowedForMenu(
  name: RouteName | '*',
  role: string,
  serverMenuNames: ReadonlySet<string>,
): boolean {
  if (name === '*') return true;
  const route = ROUTE_BY_NAME.get(name);
  if (!route) return false;
  return inServerMenu(name, serverMenuNames) && passesRoleCheck(route, role);
}

/** Routes never offered as the "first permitted route". */
const NOT_A_DESTINATION: readonly RouteName[] = ['Login', 'NotFound', 'Redirect'];

/** The template's findFirstPermissionRoute: the first route whose role list names '*' or the role. */
export function firstPermittedRoute(
  role: string,
  routes: readonly RouteDef[] = ROUTES,
): RouteDef | null {
  return (
    routes.find(
      (r) =>
        !NOT_A_DESTINATION.includes(r.name) &&
        (r.meta.roles ?? []).some((allowed) => allowed === '*' || allowed === role),
    ) ?? null
  );
}
