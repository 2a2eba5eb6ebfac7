import { describe, expect, it } from 'vitest';
import {
  NOT_FOUND_PATH,
  loginRedirect,
  matchRoute,
  resolveNavigation,
  type AccessState,
  type NavDecision,
  type NavTarget,
  type RouteDef,
} from '#core/access';
import type { MenuEntry } from '#core/types';

const node = (name: string, path: string, children: MenuEntry[] = []): MenuEntry => ({
  name,
  path,
  order: 0,
  icon: '',
  locale: name,
  children,
});

const MENU = [
  node('bzjManage', '/bzjManage', [
    node('BzjList', '/bzjManage/bzjList'),
    node('BzjCheckList', '/bzjManage/bzjCheckList'),
  ]),
  node('dashboard', '/dashboard', [node('Workplace', '/dashboard/workplace')]),
];

const signedIn = (over: Partial<AccessState> = {}): AccessState => ({
  token: 't',
  role: 'user',
  menuFromServer: false,
  serverMenu: [],
  ...over,
});
const serverMenus = (over: Partial<AccessState> = {}) =>
  signedIn({ menuFromServer: true, serverMenu: MENU, ...over });
const allow: NavDecision = { kind: 'allow' };
const redirect = (to: NavTarget): NavDecision => ({ kind: 'redirect', to });
const NOT_FOUND = redirect({ name: 'NotFound', path: NOT_FOUND_PATH });
const WORKPLACE = redirect({ name: 'Workplace', path: '/dashboard/workplace' });

describe('resolveNavigation (seed §4 and §5)', () => {
  it.each<[string, NavTarget, AccessState, NavDecision]>([
    // Sign-in (seed §4).
    [
      'no token: a page goes to login carrying the route name and query',
      { name: 'BzjList', path: '/bzjManage/bzjList', query: { page: '2' } },
      signedIn({ token: null, role: '' }),
      redirect({ name: 'Login', path: '/login', query: { redirect: 'BzjList', page: '2' } }),
    ],
    [
      'no token: a path is matched to its route name',
      { path: '/settleManage/settleList' },
      signedIn({ token: null }),
      redirect({ name: 'Login', path: '/login', query: { redirect: 'SettleList' } }),
    ],
    [
      'no token: any page except login, even not-found',
      { path: '/no/such/page' },
      signedIn({ token: null }),
      redirect({ name: 'Login', path: '/login', query: { redirect: 'NotFound' } }),
    ],
    [
      'no token: "/" goes to login without a redirect',
      { path: '/' },
      signedIn({ token: null }),
      redirect({ name: 'Login', path: '/login', query: {} }),
    ],
    [
      'no token: login itself is allowed',
      { name: 'Login', path: '/login' },
      signedIn({ token: null, role: '' }),
      allow,
    ],
    [
      'token but no role: fetch the user first',
      { name: 'BzjList', path: '/bzjManage/bzjList' },
      signedIn({ role: '' }),
      { kind: 'fetchUser' },
    ],
    [
      'token but no role: even for login',
      { name: 'Login', path: '/login' },
      signedIn({ role: '' }),
      { kind: 'fetchUser' },
    ],
    // Server menus.
    [
      'server menus: "/" goes to the first child of the first entry',
      { path: '/' },
      serverMenus(),
      redirect({ name: 'BzjList', path: '/bzjManage/bzjList' }),
    ],
    [
      'server menus: route in the menu',
      { name: 'BzjCheckList', path: '/bzjManage/bzjCheckList' },
      serverMenus(),
      allow,
    ],
    [
      'server menus: route not in the menu goes to not-found',
      { name: 'SettleList', path: '/settleManage/settleList' },
      serverMenus({ role: 'admin' }),
      NOT_FOUND,
    ],
    [
      'server menus: role list refuses goes to not-found',
      { name: 'Exception403', path: '/exception/403' },
      serverMenus({ serverMenu: [node('Exception403', '/exception/403')] }),
      NOT_FOUND,
    ],
    ['server menus: unmatched path shows not-found', { path: '/nowhere' }, serverMenus(), allow],
    ['server menus: the not-found page itself', { path: NOT_FOUND_PATH }, serverMenus(), allow],
    [
      'server menus: login is white-listed',
      { name: 'Login', path: '/login' },
      serverMenus(),
      allow,
    ],
    [
      'server menus: redirect helper is white-listed',
      { path: '/redirect/bzjManage/bzjList' },
      serverMenus(),
      allow,
    ],
    [
      'server menus, menu empty: "/" goes to the workbench rule, then not-found',
      { path: '/' },
      serverMenus({ serverMenu: [] }),
      NOT_FOUND,
    ],
    [
      'server menus not loaded yet: fetch them',
      { name: 'BzjList', path: '/bzjManage/bzjList' },
      serverMenus({ serverMenu: [], menuLoaded: false }),
      { kind: 'fetchMenu' },
    ],
    [
      'server menus not loaded yet: white-listed routes need no menu',
      { name: 'Login', path: '/login' },
      serverMenus({ serverMenu: [], menuLoaded: false }),
      allow,
    ],
    [
      'server menus loaded: no fetch',
      { name: 'BzjList', path: '/bzjManage/bzjList' },
      serverMenus({ menuLoaded: true }),
      allow,
    ],
    // Without server menus.
    ['no menus: "/" goes to the workbench', { path: '/' }, signedIn(), WORKPLACE],
    [
      'no menus: route without a role list',
      { name: 'SettleList', path: '/settleManage/settleList' },
      signedIn(),
      allow,
    ],
    [
      'no menus: denied route goes to the first permitted route',
      { name: 'Exception403', path: '/exception/403' },
      signedIn(),
      WORKPLACE,
    ],
    [
      'no menus: admin passes the admin-only route',
      { path: '/exception/403' },
      signedIn({ role: 'admin' }),
      allow,
    ],
    [
      'no menus: name not in the registry goes to not-found',
      { name: 'Gone' as never, path: '/gone' },
      signedIn(),
      NOT_FOUND,
    ],
    [
      'server menus: name not in the registry goes to not-found',
      { name: 'Gone' as never, path: '/gone' },
      serverMenus(),
      NOT_FOUND,
    ],
  ])('%s', (_label, to, state, expected) => {
    expect(resolveNavigation(to, state)).toEqual(expected);
  });

  it('goes to not-found when no route is permitted for the role', () => {
    const routes: RouteDef[] = [
      { name: 'Login', path: '/login', meta: { requiresAuth: false, locale: '' } },
      { name: 'NotFound', path: '/:rest*', meta: { requiresAuth: false, locale: '' } },
      { name: 'Monitor', path: '/m', meta: { requiresAuth: true, roles: ['admin'], locale: '' } },
    ];
    expect(resolveNavigation({ path: '/m' }, signedIn(), routes)).toEqual(NOT_FOUND);
    expect(resolveNavigation({ path: '/' }, signedIn(), routes)).toEqual(NOT_FOUND);
    expect(resolveNavigation({ path: '/m' }, signedIn({ role: 'admin' }), routes)).toEqual(allow);
  });

  it('uses the first menu entry itself when it has no children', () => {
    expect(
      resolveNavigation(
        { path: '/' },
        serverMenus({ serverMenu: [node('Workplace', '/dashboard/workplace')] }),
      ),
    ).toEqual(WORKPLACE);
  });
});

describe('matchRoute and loginRedirect', () => {
  it.each([
    ['/login', 'Login'],
    ['/dashboard/workplace/', 'Workplace'],
    ['/bzjManage/bzjList?page=2#top', 'BzjList'],
    ['/redirect/a/b', 'Redirect'],
    ['/redirect', 'Redirect'],
    ['/', 'NotFound'],
    ['', 'NotFound'],
    ['/dashboard/workplace/extra', 'NotFound'],
  ])('%s shows %s', (path, name) => {
    expect(matchRoute(path)?.name).toBe(name);
  });

  it('matches single-segment parameters', () => {
    const routes: RouteDef[] = [
      { name: 'UserInfo', path: '/user/:id', meta: { requiresAuth: true, locale: '' } },
    ];
    expect(matchRoute('/user/7', routes)?.name).toBe('UserInfo');
    expect(matchRoute('/user/7/x', routes)).toBeUndefined();
  });

  it('lets the original query win over the redirect key, as the template spreads it last', () => {
    expect(loginRedirect({ name: 'BzjList', path: '/x', query: { redirect: 'Other' } })).toEqual({
      name: 'Login',
      path: '/login',
      query: { redirect: 'Other' },
    });
    expect(loginRedirect({ path: '/x' }, [])).toEqual({ name: 'Login', path: '/login', query: {} });
  });
});
