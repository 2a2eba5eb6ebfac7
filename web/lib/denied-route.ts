/**
 * A page that exists but needs an administrator (issue 26): the guard still sends it where the
 * seed says (the not-found route, or the first permitted page), and says why — the not-found page
 * reads `?denied=<route name>`, a redirect elsewhere shows a toast.
 */
import {
  matchRoute,
  passesRoleCheck,
  ROUTE_BY_NAME,
  type AccessState,
  type NavTarget,
  type RouteDef,
} from '#core/access';

/** The query key the not-found page reads. */
export const DENIED_PARAM = 'denied';

/** The route at `path` when it is a real page the signed-in role may not open for want of admin. */
export function adminOnlyRoute(path: string, access: AccessState): RouteDef | null {
  if (!access.token || !access.role || access.role === 'admin') return null;
  const route = matchRoute(path);
  if (!route || route.name === 'NotFound') return null;
  const roles = route.meta.roles;
  if (!roles?.includes('admin') || passesRoleCheck(route, access.role)) return null;
  return route;
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
