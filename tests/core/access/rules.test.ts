import { describe, expect, it } from 'vitest';
import {
  ROUTES,
  ROUTE_BY_NAME,
  canAccessRoute,
  firstMenuRoute,
  firstPermittedRoute,
  flattenMenuNames,
  isRouteAllowedForMenu,
  passesRoleCheck,
  type AccessState,
  type RouteDef,
  type RouteName,
} from '#core/access';
import type { MenuEntry } from '#core/types';

const node = (name: string, children: MenuEntry[] = []): MenuEntry => ({
  name,
  path: `/${name}`,
  order: 0,
  icon: '',
  locale: name,
  children,
});

const MENU = [
  node('dashboard', [node('Workplace')]),
  node('bzjManage', [node('BzjList', [node('Deep')])]),
];
const route = (name: RouteName) => ROUTE_BY_NAME.get(name) as RouteDef;
const state = (over: Partial<AccessState> = {}): AccessState => ({
  token: 't',
  role: 'user',
  menuFromServer: false,
  serverMenu: [],
  ...over,
});

describe('passesRoleCheck (the template accessRouter)', () => {
  it.each([
    ['open route ignores roles', { requiresAuth: false, roles: ['admin'] }, 'user', true],
    ['no role list', { requiresAuth: true }, 'user', true],
    ["'*' allows every role", { requiresAuth: true, roles: ['*'] }, 'user', true],
    ['listed role', { requiresAuth: true, roles: ['admin', 'user'] }, 'user', true],
    ['unlisted role', { requiresAuth: true, roles: ['admin'] }, 'user', false],
    ['empty role against a list', { requiresAuth: true, roles: ['admin'] }, '', false],
  ])('%s', (_label, meta, role, expected) => {
    expect(passesRoleCheck({ name: 'X', meta }, role)).toBe(expected);
  });
});

describe('canAccessRoute (seed §5)', () => {
  it.each<[string, RouteName, Partial<AccessState>, boolean]>([
    ['sign-in needed and no token', 'BzjList', { token: null }, false],
    ['login needs no token', 'Login', { token: null, role: '' }, true],
    ['no menus: route without role list', 'BzjList', {}, true],
    ["no menus: '*' route", 'Workplace', {}, true],
    ['no menus: admin-only route for user', 'Exception403', {}, false],
    ['no menus: admin-only route for admin', 'Exception403', { role: 'admin' }, true],
    ['server menus: name in tree', 'BzjList', { menuFromServer: true, serverMenu: MENU }, true],
    [
      'server menus: name at top level counts too',
      'Workplace',
      { menuFromServer: true, serverMenu: MENU },
      true,
    ],
    ['server menus: not in tree', 'SettleList', { menuFromServer: true, serverMenu: MENU }, false],
    [
      'server menus: white-listed NotFound',
      'NotFound',
      { menuFromServer: true, serverMenu: MENU },
      true,
    ],
    ['server menus: white-listed Login', 'Login', { menuFromServer: true, serverMenu: [] }, true],
    [
      'server menus: in tree but role refused',
      'Exception403',
      { menuFromServer: true, serverMenu: [node('Exception403')] },
      false,
    ],
    [
      'server menus: in tree and role passes',
      'Exception403',
      { role: 'admin', menuFromServer: true, serverMenu: [node('Exception403')] },
      true,
    ],
    [
      'server menus on but empty: only the white list',
      'Workplace',
      { menuFromServer: true, serverMenu: [] },
      false,
    ],
    [
      'menus present but toggle off: ignored',
      'SettleList',
      { menuFromServer: false, serverMenu: MENU },
      true,
    ],
  ])('%s', (_label, name, over, expected) => {
    expect(canAccessRoute(route(name), state(over))).toBe(expected);
  });

  it('accepts a plain {name, meta} route', () => {
    expect(
      canAccessRoute(
        { name: 'Deep', meta: { requiresAuth: true } },
        state({ menuFromServer: true, serverMenu: MENU }),
      ),
    ).toBe(true);
  });
});

describe('isRouteAllowedForMenu (the server check of an endpoint)', () => {
  const names = flattenMenuNames(MENU);
  it.each<[string, RouteName | '*', string, ReadonlySet<string>, boolean]>([
    ["'*' endpoint only needs sign-in", '*', 'user', new Set(), true],
    ['route in the menu', 'BzjList', 'user', names, true],
    ['route not in the menu', 'SettleList', 'admin', names, false],
    ['white-listed route', 'Login', 'user', new Set(), true],
    ['in the menu but role list refuses', 'Exception403', 'user', new Set(['Exception403']), false],
    ['in the menu and role list allows', 'Exception403', 'admin', new Set(['Exception403']), true],
    ['unknown route name', 'Nope' as RouteName, 'admin', new Set(['Nope']), false],
  ])('%s', (_label, name, role, menuNames, expected) => {
    expect(isRouteAllowedForMenu(name, role, menuNames)).toBe(expected);
  });
});

describe('firstPermittedRoute (the template findFirstPermissionRoute)', () => {
  it('is the workbench for both roles with the registry', () => {
    expect(firstPermittedRoute('user')?.name).toBe('Workplace');
    expect(firstPermittedRoute('admin')?.name).toBe('Workplace');
  });

  it('skips Login, NotFound, Redirect and routes without a matching role list', () => {
    const routes: RouteDef[] = [
      { name: 'Login', path: '/login', meta: { requiresAuth: false, roles: ['*'], locale: '' } },
      {
        name: 'NotFound',
        path: '/:rest*',
        meta: { requiresAuth: false, roles: ['*'], locale: '' },
      },
      {
        name: 'Redirect',
        path: '/redirect/:path*',
        meta: { requiresAuth: true, roles: ['*'], locale: '' },
      },
      { name: 'BzjList', path: '/b', meta: { requiresAuth: true, locale: '' } },
      { name: 'Monitor', path: '/m', meta: { requiresAuth: true, roles: ['admin'], locale: '' } },
      {
        name: 'SearchTable',
        path: '/s',
        meta: { requiresAuth: true, roles: ['user'], locale: '' },
      },
    ];
    expect(firstPermittedRoute('user', routes)?.name).toBe('SearchTable');
    expect(firstPermittedRoute('admin', routes)?.name).toBe('Monitor');
    expect(firstPermittedRoute('guest', routes)).toBeNull();
  });

  it('defaults to the registry', () => {
    expect(firstPermittedRoute('user', ROUTES)).toBe(firstPermittedRoute('user'));
  });
});

describe('menu helpers', () => {
  it('flattens names at every depth', () => {
    expect([...flattenMenuNames(MENU)].sort()).toEqual([
      'BzjList',
      'Deep',
      'Workplace',
      'bzjManage',
      'dashboard',
    ]);
    expect(flattenMenuNames([]).size).toBe(0);
  });

  it('finds the first child of the first entry, or the entry itself, or nothing', () => {
    expect(firstMenuRoute(MENU)?.name).toBe('Workplace');
    expect(firstMenuRoute([node('Solo')])?.name).toBe('Solo');
    expect(firstMenuRoute([])).toBeNull();
  });
});
