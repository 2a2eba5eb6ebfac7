/**
 * A page that exists but needs an administrator (issue 26): the guard still sends it where the
 * seed says (the not-found route, or the first permitted page), and says why — the not-found page
 * reads `?denied=<route name>`, a redirect elsewhere shows a toast.
 */
import {
  ADMIN_ONLY_MENU,
  matchRoute,
  passesRoleCheck,
  ROUTE_BY_NAME,
  type AccessState,
  type NavTarget,
  type RouteDef,
} from '#core/access';

/** The query key the not-found page reads. */
const DENIED_PARAM = 'denied';

/**
 * Whether only an administrator opens the route for `role`: its role list names admin and not the
 * role, or it is one of the pages the server's menu never gives an operator (PRODUCT.md §4).
 */
export function needsAdministrator(route: RouteDef, role: string): boolean {
  if (role === 'admin') return false;
  if (ADMIN_ONLY_MENU.includes(route.name)) return true;
  return Boolean(route.meta.roles?.includes('admin')) && !passesRoleCheck(route, role);
}

/** The route at `path` when it is a real page the signed-in role may not open for want of admin. */
export function adminOnlyRoute(path: string, access: AccessState): RouteDef | null {
  if (!access.token || !access.role) return null;
  const route = matchRoute(path);
  if (!route || route.name === 'NotFound') return null;
  return needsAdministrator(route, access.role) ? route : null;
}

/** The guard's target with the refused route named, when the target is the not-found page. */
export function withDenied(to: NavTarget, refused: RouteDef | null): NavTarget {
  if (!refused || to.name !== 'NotFound') return to;
  return { ...to, query: { ...to.query, [DENIED_PARAM]: refused.name } };
}

/** The refused route a not-found page's query names, if it is a known route. */
export function deniedRouteOf(search: string): RouteDef | undefined {
  const name = new URLSearchParams(search).get(DENIED_PARAM);
  return name ? ROUTE_BY_NAME.get(name as RouteDef['name']) : undefined;
}
