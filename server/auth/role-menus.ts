import { asc, eq, sql } from 'drizzle-orm';
import {
  ADMIN_ONLY_MENU,
  EXTERNAL_LINKS,
  flattenMenuNames,
  MENU_LAYOUT,
  ROUTE_BY_NAME,
  type RouteName,
} from '#core/access';
import type { MenuEntry } from '#core/types';
import type { Db } from '../db/client.ts';
import { menus } from '../db/schema/menus.ts';
import type { Role } from '../http/context.ts';

type MenuInsert = typeof menus.$inferInsert;

function roleMayHave(role: Role, name: RouteName): boolean {
  if (role === 'user' && ADMIN_ONLY_MENU.includes(name)) return false;
  const roles = ROUTE_BY_NAME.get(name)?.meta.roles;
  return !roles || roles.includes('*') || roles.includes(role);
}

/** The menu rows of a role, from core's MENU_LAYOUT and EXTERNAL_LINKS (PRODUCT.md §4 per-role menus). */
export function menuRowsFor(role: Role): MenuInsert[] {
  const rows: MenuInsert[] = [];
  let order = 0;
  for (const group of MENU_LAYOUT) {
    const children = group.children.filter((name) => roleMayHave(role, name));
    if (children.length === 0) continue;
    const firstPath = ROUTE_BY_NAME.get(children[0])?.path ?? `/${group.name}`;
    rows.push({
      role,
      name: group.name,
      parentName: null,
      path: '/' + firstPath.split('/')[1],
      sortOrder: order++,
      icon: group.icon,
      locale: group.locale,
    });
    children.forEach((name, i) => {
      const route = ROUTE_BY_NAME.get(name);
      rows.push({
        role,
        name,
        parentName: group.name,
        path: route?.path ?? '',
        sortOrder: i,
        icon: route?.meta.icon ?? '',
        locale: route?.meta.locale ?? '',
      });
    });
  }
  for (const link of EXTERNAL_LINKS) {
    rows.push({
      role,
      name: link.name,
      parentName: null,
      path: link.url,
      sortOrder: order++,
      icon: link.icon,
      locale: link.locale,
      external: true,
    });
  }
  return rows;
}

/** A menu row as one comparable line (the written fields, defaults filled). */
const lineOf = (r: MenuInsert) =>
  JSON.stringify([
    r.role,
    r.name,
    r.parentName ?? null,
    r.path,
    r.sortOrder,
    r.icon ?? '',
    r.locale,
    r.external ?? false,
  ]);

/**
 * Writes the per-role menus (idempotent; run at every start so layout changes reach the database).
 * A start whose layout the database already holds only reads: no write transaction, no lock.
 */
export async function syncMenus(db: Db): Promise<void> {
  const wanted = [...menuRowsFor('admin'), ...menuRowsFor('user')];
  const held = await db.select().from(menus);
  const key = (lines: string[]) => lines.sort().join('\n');
  if (key(held.map(lineOf)) === key(wanted.map(lineOf))) return;
  await db.transaction(async (tx) => {
    // Instances starting together on one PostgreSQL would otherwise race on the unique (role, name).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('qy-menus'))`);
    await tx.delete(menus);
    await tx.insert(menus).values(wanted);
  });
}

/** The menu tree of a role as the seed's client expects it. */
export async function loadMenu(db: Db, role: Role): Promise<MenuEntry[]> {
  const rows = await db
    .select()
    .from(menus)
    .where(eq(menus.role, role))
    .orderBy(asc(menus.sortOrder), asc(menus.id));
  const toEntry = (r: (typeof rows)[number]): MenuEntry => ({
    name: r.name,
    path: r.path,
    order: r.sortOrder,
    icon: r.icon,
    locale: r.locale,
    ...(r.external ? { external: true } : {}),
    children: rows.filter((c) => c.parentName === r.name).map(toEntry),
  });
  return rows.filter((r) => r.parentName === null).map(toEntry);
}

/** Per-app cache of each role's menu names (menus change only at start; a short TTL keeps instances honest). */
export function createMenuCache(db: Db, ttlMs = 5_000) {
  const cache = new Map<Role, { names: Set<string>; at: number }>();
  return async (role: Role): Promise<Set<string>> => {
    const hit = cache.get(role);
    if (hit && performance.now() - hit.at < ttlMs) return hit.names;
    const names = flattenMenuNames(await loadMenu(db, role));
    cache.set(role, { names, at: performance.now() });
    return names;
  };
}
