import { describe, expect, it } from 'vitest';
import type { RouteName } from '#core/access';
import type { MenuEntry } from '#core/types';
import { buildMenu, type MenuNode } from '../../../web/layout/menu-model.ts';

const WITH_PAGES = new Set<RouteName>(['Workplace', 'BzjList', 'Exception403']);
const hasPage = (name: RouteName) => WITH_PAGES.has(name);

function entry(name: string, path: string, order: number, children: MenuEntry[] = []): MenuEntry {
  return { name, path, order, icon: 'file', locale: `menu.${name}`, children };
}

const keys = (nodes: MenuNode[]): unknown[] =>
  nodes.map((n) => (n.children.length ? [n.key, keys(n.children)] : n.key));

describe('buildMenu shows only routes with a screen', () => {
  it('filters the server menu without changing it, dropping emptied groups, keeping links', () => {
    const serverMenu: MenuEntry[] = [
      entry('exception', '/exception', 3, [entry('Exception403', '/exception/403', 1)]),
      entry('dashboard', '/dashboard', 1, [
        entry('Monitor', '/dashboard/monitor', 2),
        entry('Workplace', '/dashboard/workplace', 1),
      ]),
      entry('list', '/list', 2, [entry('SearchTable', '/list/search-table', 1)]),
      { ...entry('faq', 'https://arco.design/docs/pro/faq', 9), external: true },
    ];
    const before = JSON.stringify(serverMenu);
    const menu = buildMenu({ menuFromServer: true, serverMenu, role: 'admin', hasPage });
    expect(keys(menu)).toEqual([
      ['dashboard', ['Workplace']],
      ['exception', ['Exception403']],
      'faq',
    ]);
    expect(JSON.stringify(serverMenu)).toBe(before);
  });

  it('drops the server entries the current role may not open (a switched role)', () => {
    const serverMenu: MenuEntry[] = [
      entry('dashboard', '/dashboard', 1, [entry('Workplace', '/dashboard/workplace', 1)]),
      entry('exception', '/exception', 3, [entry('Exception403', '/exception/403', 1)]),
    ];
    // Exception403 is an admin page: a `user` sees neither it nor its emptied group.
    expect(keys(buildMenu({ menuFromServer: true, serverMenu, role: 'user', hasPage }))).toEqual([
      ['dashboard', ['Workplace']],
    ]);
  });

  it('filters the local layout the same way and keeps both external links', () => {
    const menu = buildMenu({ menuFromServer: false, serverMenu: [], role: 'admin', hasPage });
    const leaves = menu.flatMap((g) => (g.children.length ? g.children : [g])).map((n) => n.key);
    expect(leaves).toEqual(['Workplace', 'BzjList', 'Exception403', 'arcoWebsite', 'faq']);
    expect(menu.every((g) => g.external || g.children.length > 0)).toBe(true);
  });
});
