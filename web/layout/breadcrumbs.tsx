/** Breadcrumbs from the menu tree: the groups above the page, then the page itself. */
import type { RouteDef } from '#core/access';
import { useT } from '../hooks/app-context.tsx';
import { Icon } from '../components/ui/icon.tsx';
import type { MenuNode } from './menu-model.ts';
import { useMenu } from './use-menu.ts';

/** The menu nodes from the top of the tree down to the route's entry (empty when not in the menu). */
function menuTrail(menu: readonly MenuNode[], route: RouteDef): MenuNode[] {
  for (const node of menu) {
    if (
      !node.external &&
      (node.key === route.name || (node.children.length === 0 && node.path === route.path))
    )
      return [node];
    const below = menuTrail(node.children, route);
    if (below.length) return [node, ...below];
  }
  return [];
}

export function Breadcrumbs({ route }: { route: RouteDef }) {
  const { t } = useT();
  const menu = useMenu();
  const trail = menuTrail(menu, route);
  const titles = trail.length ? trail.map((n) => t(n.locale)) : [t(route.meta.locale)];
  return (
    <nav aria-label={t('shell.breadcrumb')} className="shrink-0 px-4 pt-3">
      <ol className="flex flex-wrap items-center gap-1 text-xs text-fg-3">
        <li className="flex items-center">
          <Icon name="dashboard" size={12} aria-hidden />
        </li>
        {titles.map((title, i) => (
          <li key={`${i}-${title}`} className="flex items-center gap-1">
            <Icon name="chevron-right" size={12} aria-hidden />
            <span
              aria-current={i === titles.length - 1 ? 'page' : undefined}
              className={i === titles.length - 1 ? 'text-fg-2' : undefined}
            >
              {title}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
