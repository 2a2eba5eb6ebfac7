/**
 * The menu as the layout draws it. With "menu from server" on it is the server's tree (sorted by
 * `order`); off, it is core's MENU_LAYOUT filtered by the role check plus the two external links.
 * Either way it shows only routes the console has a screen for (`hasPage`): the template screens
 * arrive in a later issue, and until then their entries would lead to not-found. The server's
 * menu itself is left as it is; groups left without entries are dropped.
 */
import {
  EXTERNAL_LINKS,
  MENU_LAYOUT,
  passesRoleCheck,
  ROUTE_BY_NAME,
  ROUTES,
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

type HasPage = (name: RouteName) => boolean;

function routeOfEntry(entry: MenuEntry) {
  return ROUTE_BY_NAME.get(entry.name as RouteName) ?? ROUTES.find((r) => r.path === entry.path);
}

/**
 * The server's entries the console can open, sorted by `order`; null drops the entry. The role's
 * own check applies too, so a switched role sees the menu of the pages it may open.
 */
function fromServer(entry: MenuEntry, hasPage: HasPage, role: string): MenuNode | null {
  const external = Boolean(entry.external);
  const entries = entry.children ?? [];
  const children = [...entries]
    .sort((a, b) => a.order - b.order)
    .map((child) => fromServer(child, hasPage, role))
    .filter((node): node is MenuNode => node !== null);
  if (entries.length > 0 && children.length === 0) return null;
  if (!external && entries.length === 0) {
    const route = routeOfEntry(entry);
    if (!route || !hasPage(route.name) || !passesRoleCheck(route, role)) return null;
  }
  return {
    key: entry.name,
    locale: entry.locale || `menu.${entry.name}`,
    icon: entry.icon,
    path: entry.path,
    external,
    children,
  };
}

export function buildMenu(opts: {
  menuFromServer: boolean;
  serverMenu: readonly MenuEntry[];
  role: string;
  /** Whether the console has a screen for a route (web/app/page-registry.ts). */
  hasPage: HasPage;
}): MenuNode[] {
  if (opts.menuFromServer) {
    return [...opts.serverMenu]
      .sort((a, b) => a.order - b.order)
      .map((entry) => fromServer(entry, opts.hasPage, opts.role))
      .filter((node): node is MenuNode => node !== null);
  }
  const groups: MenuNode[] = [];
  for (const group of MENU_LAYOUT) {
    const children = group.children
      .map((name) => ROUTE_BY_NAME.get(name as RouteName))
      .filter((r) => r !== undefined && opts.hasPage(r.name) && passesRoleCheck(r, opts.role))
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
