/**
 * The side menu: groups with their pages (order and icons from the server menu), the active page
 * highlighted and its group opened, collapsible to icons (the groups then open as flyouts), width
 * from the settings. External links open in a new tab.
 */
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useSettings, useT } from '../hooks/app-context.tsx';
import { cn } from '../lib/cn.ts';
import { Icon } from '../components/ui/icon.tsx';
import { Tooltip } from '../components/ui/tooltip.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../components/ui/dropdown-menu.tsx';
import { usePageSource } from './page-source.ts';
import { groupOfPath, type MenuNode } from './menu-model.ts';
import { useMenu } from './use-menu.ts';
import { useTabPath } from './tab-paths.ts';
import type { RouteName } from '#core/access';

const itemBase =
  'flex h-9 w-full items-center gap-2.5 rounded-md px-3 text-sm transition-colors outline-none focus-visible:ring-2 focus-visible:ring-primary-6';

function LeafLink({ node, active, nested }: { node: MenuNode; active: boolean; nested?: boolean }) {
  const { t } = useT();
  const { preloadPage } = usePageSource();
  const tabPath = useTabPath();
  if (node.external) {
    return (
      <a
        href={node.path}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('shell.menu.external', { name: t(node.locale) })}
        className={cn(itemBase, 'text-fg-2 hover:bg-surface-3 hover:text-fg')}
      >
        <Icon name={node.icon} className="shrink-0 text-fg-3" />
        <span className="flex-1 truncate">{t(node.locale)}</span>
        <Icon name="external" size={12} className="text-fg-3" />
      </a>
    );
  }
  return (
    <Link
      href={tabPath(node.key, node.path)}
      onMouseEnter={() => preloadPage(node.key as RouteName)}
      aria-current={active ? 'page' : undefined}
      className={cn(
        itemBase,
        nested && 'pl-10',
        active
          ? 'bg-primary-1 font-medium text-primary-7 dark:bg-primary-6/15 dark:text-primary-8'
          : 'text-fg-2 hover:bg-surface-3 hover:text-fg',
      )}
    >
      {!nested && <Icon name={node.icon} className="shrink-0" />}
      <span className="truncate">{t(node.locale)}</span>
    </Link>
  );
}

function CollapsedGroup({ node, path }: { node: MenuNode; path: string }) {
  const { t } = useT();
  const [, navigate] = useLocation();
  const tabPath = useTabPath();
  const active = node.children.some((c) => c.path === path) || node.path === path;
  if (node.children.length === 0) {
    const label = t(node.locale);
    return (
      <Tooltip content={label} side="right">
        {node.external ? (
          <a
            href={node.path}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('shell.menu.external', { name: label })}
            className={cn(itemBase, 'justify-center px-0 text-fg-2 hover:bg-surface-3')}
          >
            <Icon name={node.icon} />
          </a>
        ) : (
          <Link
            href={tabPath(node.key, node.path)}
            aria-label={label}
            aria-current={active ? 'page' : undefined}
            className={cn(
              itemBase,
              'justify-center px-0',
              active
                ? 'bg-primary-1 text-primary-6 dark:bg-primary-6/15'
                : 'text-fg-2 hover:bg-surface-3',
            )}
          >
            <Icon name={node.icon} />
          </Link>
        )}
      </Tooltip>
    );
  }
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={t(node.locale)}
        className={cn(
          itemBase,
          'justify-center px-0',
          active
            ? 'bg-primary-1 text-primary-6 dark:bg-primary-6/15'
            : 'text-fg-2 hover:bg-surface-3',
        )}
      >
        <Icon name={node.icon} />
      </DropdownMenuTrigger>
      <DropdownMenuContent side="right" align="start" sideOffset={8}>
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
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** `inDrawer`: the narrow-screen menu (below 992 px), always expanded, filling its drawer. */
export function SideMenu({ inDrawer = false }: { inDrawer?: boolean }) {
  const { t } = useT();
  const { settings, settingsStore } = useSettings();
  const [path] = useLocation();
  const menu = useMenu();
  const collapsed = settings.menuCollapse && !inDrawer;
  const [open, setOpen] = useState<Set<string>>(() => new Set());

  // The group of the page on screen opens by itself (as after a palette jump or a reload).
  useEffect(() => {
    const group = groupOfPath(menu, path);
    if (group) setOpen((s) => (s.has(group) ? s : new Set(s).add(group)));
  }, [menu, path]);

  const toggle = (key: string) =>
    setOpen((s) => {
      const next = new Set(s);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <nav
      aria-label={t('shell.menu.label')}
      style={inDrawer ? undefined : { width: collapsed ? 56 : settings.menuWidth }}
      className={
        inDrawer
          ? 'flex h-full flex-col bg-surface'
          : 'flex shrink-0 flex-col border-r border-line bg-surface transition-[width] duration-150'
      }
    >
      <div className="min-h-0 flex-1 overflow-y-auto overflow-x-hidden px-2 py-3 scrollbar-thin">
        {menu.length === 0 && (
          <p className="px-3 py-4 text-xs text-fg-3">{t('shell.menu.empty')}</p>
        )}
        <ul className="flex flex-col gap-0.5">
          {menu.map((node) => (
            <li key={node.key}>
              {collapsed ? (
                <CollapsedGroup node={node} path={path} />
              ) : node.children.length === 0 ? (
                <LeafLink node={node} active={node.path === path} />
              ) : (
                <>
                  <button
                    type="button"
                    aria-expanded={open.has(node.key)}
                    onClick={() => toggle(node.key)}
                    className={cn(
                      itemBase,
                      'text-fg-2 hover:bg-surface-3 hover:text-fg',
                      node.children.some((c) => c.path === path) && 'text-fg',
                    )}
                  >
                    <Icon name={node.icon} className="shrink-0" />
                    <span className="flex-1 truncate text-left">{t(node.locale)}</span>
                    <Icon
                      name="chevron-down"
                      size={14}
                      className={cn(
                        'text-fg-3 transition-transform',
                        !open.has(node.key) && '-rotate-90',
                      )}
                    />
                  </button>
                  {open.has(node.key) && (
                    <ul className="mt-0.5 flex flex-col gap-0.5">
                      {node.children.map((child) => (
                        <li key={child.key}>
                          <LeafLink node={child} active={child.path === path} nested />
                        </li>
                      ))}
                    </ul>
                  )}
                </>
              )}
            </li>
          ))}
        </ul>
      </div>
      <div className={cn('border-t border-line p-2', inDrawer && 'hidden')}>
        <button
          type="button"
          onClick={() => settingsStore.update({ menuCollapse: !collapsed })}
          aria-label={t(collapsed ? 'shell.menu.expand' : 'shell.menu.collapse')}
          className={cn(
            itemBase,
            'text-fg-3 hover:bg-surface-3 hover:text-fg',
            collapsed && 'justify-center px-0',
          )}
        >
          <Icon name={collapsed ? 'menu-unfold' : 'menu-fold'} />
          {!collapsed && <span>{t('shell.menu.collapse')}</span>}
        </button>
      </div>
    </nav>
  );
}
