import { firstMenuRoute } from './menu.ts';
import { canAccessRoute, firstPermittedRoute, type AccessState } from './rules.ts';
import { ROUTES, WHITE_LIST, type RouteDef, type RouteName } from './routes.ts';

export interface NavTarget {
  name?: RouteName;
  path: string;
  query?: Record<string, string>;
}

export type NavDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: NavTarget }
  /** Token but no role yet: fetch the user info and resolve again; on failure log out and go to loginRedirect(to). */
  | { kind: 'fetchUser' }
  /** Server menus on and not loaded yet (AccessState.menuLoaded === false): fetch them and resolve again. */
  | { kind: 'fetchMenu' };

/** Where the not-found page is shown when a guard sends the user there. */
export const NOT_FOUND_PATH = '/not-found';
const NOT_FOUND: NavTarget = { name: 'NotFound', path: NOT_FOUND_PATH };

// A route's pattern is compiled once: the guard matches the address on every render, and the
// sign-in's first render would otherwise build a RegExp per route before it reaches /login.
const patterns = new Map<string, RegExp>();

function patternToRegExp(pattern: string): RegExp {
  let compiled = patterns.get(pattern);
  if (!compiled) patterns.set(pattern, (compiled = compilePattern(pattern)));
  return compiled;
}

function compilePattern(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .filter(Boolean)
    .map((part) => {
      if (/^:\w+\*$/.test(part)) return '(?:/.*)?';
      if (part.startsWith(':')) return '/[^/]+';
      return `/${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${body}/?$`);
}

/** The registry route a path shows; the catch-all NotFound only when nothing else matches. */
export function matchRoute(
  path: string,
  routes: readonly RouteDef[] = ROUTES,
): RouteDef | undefined {
  const clean = path.split(/[?#]/)[0] || '/';
  const specific = routes.filter((r) => r.name !== 'NotFound');
  return (
    specific.find((r) => patternToRegExp(r.path).test(clean)) ??
    routes.find((r) => r.name === 'NotFound')
  );
}

function routeTarget(route: RouteDef): NavTarget {
  return { name: route.name, path: route.path };
}

/** Seed §4: the login page, carrying the wanted route name and the query as redirect parameters. */
export function loginRedirect(to: NavTarget, routes: readonly RouteDef[] = ROUTES): NavTarget {
  const login = routes.find((r) => r.name === 'Login');
  const wanted = to.name ?? (to.path === '/' ? undefined : matchRoute(to.path, routes)?.name);
  const query: Record<string, string> = { ...(wanted ? { redirect: wanted } : {}), ...to.query };
  return { name: 'Login', path: login?.path ?? '/login', query };
}

function deniedDestination(state: AccessState, routes: readonly RouteDef[]): NavTarget {
  if (state.menuFromServer) return NOT_FOUND;
  const first = firstPermittedRoute(state.role, routes);
  return first ? routeTarget(first) : NOT_FOUND;
}

function resolveRoot(state: AccessState, routes: readonly RouteDef[]): NavDecision {
  const first = state.menuFromServer ? firstMenuRoute(state.serverMenu) : null;
  if (first) return { kind: 'redirect', to: { name: first.name as RouteName, path: first.path } };
  // The first visited route after sign-in is the workbench (seed §2), when the rules allow it.
  const workplace = routes.find((r) => r.name === 'Workplace');
  if (workplace && canAccessRoute(workplace, state))
    return { kind: 'redirect', to: routeTarget(workplace) };
  return { kind: 'redirect', to: deniedDestination(state, routes) };
}

/** The route guard of seed §4 and §5: what to do when navigating to `to`. */
export function resolveNavigation(
  to: NavTarget,
  state: AccessState,
  routes: readonly RouteDef[] = ROUTES,
): NavDecision {
  const isRoot = !to.name && (to.path === '/' || to.path === '');
  const route = to.name ? routes.find((r) => r.name === to.name) : matchRoute(to.path, routes);
  const name = route?.name ?? 'NotFound';

  if (!state.token) {
    return name === 'Login' && !isRoot
      ? { kind: 'allow' }
      : { kind: 'redirect', to: loginRedirect(to, routes) };
  }
  if (!state.role) return { kind: 'fetchUser' };
  if (state.menuFromServer && state.menuLoaded === false && !WHITE_LIST.includes(name)) {
    return { kind: 'fetchMenu' };
  }
  if (isRoot) return resolveRoot(state, routes);
  // Seed §2: an unknown route goes to not-found (a denied one follows seed §5 below).
  if (!route) return { kind: 'redirect', to: NOT_FOUND };
  if (canAccessRoute(route, state)) return { kind: 'allow' };
  return { kind: 'redirect', to: deniedDestination(state, routes) };
}
