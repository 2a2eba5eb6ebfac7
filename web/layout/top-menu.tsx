/** Top-menu mode (settings "Top Menu"): the groups in the navbar, each opening its pages. */
import { useLocation } from 'wouter';
import { useT } from '../hooks/app-context.tsx';
import { cn } from '../lib/cn.ts';
import { Icon } from '../components/ui/icon.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../components/ui/dropdown-menu.tsx';
import { useMenu } from './use-menu.ts';

export function TopMenu() {
  const { t } = useT();
  const [path, navigate] = useLocation();
  const menu = useMenu();
  return (
    <nav
      aria-label={t('shell.menu.label')}
      className="flex min-w-0 flex-1 items-center gap-0.5 overflow-x-auto scrollbar-thin"
    >
      {menu.map((node) => {
        const active = node.children.some((c) => c.path === path) || node.path === path;
        const cls = cn(
          'inline-flex h-8 shrink-0 items-center gap-1.5 rounded-md px-2.5 text-sm whitespace-nowrap',
          active
            ? 'bg-primary-1 text-primary-7 dark:bg-primary-6/15 dark:text-primary-8'
            : 'text-fg-2 hover:bg-surface-3 hover:text-fg',
        );
        if (node.children.length === 0) {
          return node.external ? (
            <a
              key={node.key}
              href={node.path}
              target="_blank"
              rel="noopener noreferrer"
              className={cls}
              aria-label={t('shell.menu.external', { name: t(node.locale) })}
            >
              <Icon name={node.icon} />
              {t(node.locale)}
            </a>
          ) : (
            <button
              key={node.key}
              type="button"
              className={cls}
              onClick={() => navigate(node.path)}
              aria-current={active ? 'page' : undefined}
            >
              <Icon name={node.icon} />
              {t(node.locale)}
            </button>
          );
        }
        return (
          <DropdownMenu key={node.key}>
            <DropdownMenuTrigger className={cls}>
              <Icon name={node.icon} />
              {t(node.locale)}
              <Icon name="chevron-down" size={12} />
            </DropdownMenuTrigger>
            <DropdownMenuContent align="start">
              {node.children.map((c) => (
                <DropdownMenuItem key={c.key} icon={c.icon} onSelect={() => navigate(c.path)}>
                  {t(c.locale)}
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
        );
      })}
    </nav>
  );
}
