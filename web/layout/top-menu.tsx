/**
 * Top-menu mode (settings "Top Menu"): the groups in the navbar, each opening its pages. Groups
 * that do not fit go into a 'more' menu at the end (a button, so Tab and Enter reach them), never
 * off screen behind a scroll bar that does not show (issue 26).
 */
import { Fragment, useRef } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../hooks/app-context.tsx';
import { cn } from '../lib/cn.ts';
import { Icon } from '../components/ui/icon.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../components/ui/dropdown-menu.tsx';
import { useMenu } from './use-menu.ts';
import { useTabPath } from './tab-paths.ts';
import { useOverflowCount } from './use-overflow-count.ts';

export function TopMenu() {
  const { t, locale } = useT();
  const [path, navigate] = useLocation();
  const tabPath = useTabPath();
  const menu = useMenu();
  const navRef = useRef<HTMLElement>(null);
  const keys = menu.map((n) => n.key);
  const fits = useOverflowCount(navRef, keys, `${locale}:${keys.join()}`);
  const overflow = menu.slice(fits);
  return (
    <nav
      ref={navRef}
      aria-label={t('shell.menu.label')}
      className="flex min-w-0 flex-1 items-center gap-0.5 overflow-hidden"
    >
      {menu.slice(0, fits).map((node) => {
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
              data-overflow-item={node.key}
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
              data-overflow-item={node.key}
              type="button"
              className={cls}
              onClick={() => navigate(tabPath(node.key, node.path))}
              aria-current={active ? 'page' : undefined}
            >
              <Icon name={node.icon} />
              {t(node.locale)}
            </button>
          );
        }
        return (
          <DropdownMenu key={node.key}>
            <DropdownMenuTrigger className={cls} data-overflow-item={node.key}>
              <Icon name={node.icon} />
              {t(node.locale)}
              <Icon name="chevron-down" size={12} />
            </DropdownMenuTrigger>
            <DropdownMenuContent align="start">
              {node.children.map((c) => (
                <DropdownMenuItem
                  key={c.key}
                  icon={c.icon}
                  onSelect={() => navigate(tabPath(c.key, c.path))}
                >
                  {t(c.locale)}
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
        );
      })}
      {overflow.length > 0 && (
        <DropdownMenu>
          <DropdownMenuTrigger
            data-top-menu-more=""
            className="inline-flex h-8 shrink-0 items-center gap-1 rounded-md px-2.5 text-sm whitespace-nowrap text-fg-2 hover:bg-surface-3 hover:text-fg"
          >
            <Icon name="more" />
            {t('shell.menu.more')}
            <Icon name="chevron-down" size={12} />
          </DropdownMenuTrigger>
          {/* Many groups can overflow: the menu scrolls within the room below the bar. */}
          <DropdownMenuContent
            align="end"
            className="max-h-[var(--radix-dropdown-menu-content-available-height)] overflow-y-auto!"
          >
            {overflow.map((node, i) => (
              <Fragment key={node.key}>
                {i > 0 && <DropdownMenuSeparator />}
                {node.children.length === 0 ? (
                  <DropdownMenuItem
                    icon={node.icon}
                    onSelect={() =>
                      node.external
                        ? window.open(node.path, '_blank', 'noopener,noreferrer')
                        : navigate(tabPath(node.key, node.path))
                    }
                  >
                    {t(node.locale)}
                  </DropdownMenuItem>
                ) : (
                  <>
                    <DropdownMenuLabel>{t(node.locale)}</DropdownMenuLabel>
                    {node.children.map((c) => (
                      <DropdownMenuItem
                        key={c.key}
                        icon={c.icon}
                        onSelect={() => navigate(tabPath(c.key, c.path))}
                      >
                        {t(c.locale)}
                      </DropdownMenuItem>
                    ))}
                  </>
                )}
              </Fragment>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      )}
    </nav>
  );
}
