/**
 * The menu as the layout draws it. With "menu from server" on it is the server's tree (sorted by
 * `order`); off, it is core's MENU_LAYOUT filtered by the role check plus the two external links.
 * Entries whose route the console cannot show are kept (the seed lists them) and lead to not-found.
 */
import {
  EXTERNAL_LINKS,
  MENU_LAYOUT,
  passesRoleCheck,
  ROUTE_BY_NAME,
  type RouteName,
} from '#core/access';
import type { MenuEntry } from '#core/types';

export interface MenuNode {
  key: string;
  /** Locale key of the title. */
  locale: string;
  icon: string;
  /** Route path, or the URL of an external link. */
  path: string;
  external: boolean;
  children: MenuNode[];
}

function fromServer(entry: MenuEntry): MenuNode {
  return {
    key: entry.name,
    locale: entry.locale || `menu.${entry.name}`,
    icon: entry.icon,
    path: entry.path,
    external: Boolean(entry.external),
    children: [...(entry.children ?? [])].sort((a, b) => a.order - b.order).map(fromServer),
  };
}

export function buildMenu(opts: {
  menuFromServer: boolean;
  serverMenu: readonly MenuEntry[];
  role: string;
}): MenuNode[] {
  if (opts.menuFromServer) {
    return [...opts.serverMenu].sort((a, b) => a.order - b.order).map(fromServer);
  }
  const groups: MenuNode[] = [];
  for (const group of MENU_LAYOUT) {
    const children = group.children
      .map((name) => ROUTE_BY_NAME.get(name as RouteName))
      .filter((r) => r !== undefined && passesRoleCheck(r, opts.role))
      .map((r) => ({
        key: r!.name,
        locale: r!.meta.locale,
        icon: r!.meta.icon ?? 'file',
        path: r!.path,
        external: false,
        children: [],
      }));
    if (children.length) {
      groups.push({
        key: group.name,
        locale: group.locale,
        icon: group.icon,
        path: '',
        external: false,
        children,
      });
    }
  }
  for (const link of EXTERNAL_LINKS) {
    groups.push({
      key: link.name,
      locale: link.locale,
      icon: link.icon,
      path: link.url,
      external: true,
      children: [],
    });
  }
  return groups;
}

/** The key of the group that holds `path` (to open it), if any. */
export function groupOfPath(menu: readonly MenuNode[], path: string): string | undefined {
  return menu.find((g) => g.children.some((c) => c.path === path))?.key;
}
