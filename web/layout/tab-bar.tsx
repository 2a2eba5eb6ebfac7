/**
 * The tab bar of visited pages: the workbench first and fixed, the others closable; a context menu
 * (right click, or the ⋯ button for keyboard and touch) offers reload, close, close others / left
 * / right / all. Closing the visible tab shows its neighbour.
 */
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import type { RouteName } from '#core/access';
import { useT } from '../hooks/app-context.tsx';
import { cn } from '../lib/cn.ts';
import { Icon } from '../components/ui/icon.tsx';
import {
  ContextMenu,
  ContextMenuContent,
  ContextMenuItem,
  ContextMenuSeparator,
  ContextMenuTrigger,
} from '../components/ui/context-menu.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../components/ui/dropdown-menu.tsx';
import { HOME_TAB, type TabStore } from './tab-store.ts';

type TabAction = 'reload' | 'close' | 'closeOthers' | 'closeLeft' | 'closeRight' | 'closeAll';
const ACTIONS: { id: TabAction; icon: string; label: string }[] = [
  { id: 'reload', icon: 'refresh', label: 'shell.tabs.reload' },
  { id: 'close', icon: 'x', label: 'shell.tabs.close' },
  { id: 'closeOthers', icon: 'tab', label: 'shell.tabs.closeOthers' },
  { id: 'closeLeft', icon: 'chevron-left', label: 'shell.tabs.closeLeft' },
  { id: 'closeRight', icon: 'chevron-right', label: 'shell.tabs.closeRight' },
  { id: 'closeAll', icon: 'close', label: 'shell.tabs.closeAll' },
];

export function TabBar({ tabStore, activeName }: { tabStore: TabStore; activeName: RouteName }) {
  const { t } = useT();
  const [, navigate] = useLocation();
  const { tabs } = useSnapshot(tabStore.state);

  /** Runs a tab action and, when the visible tab went away, shows the nearest one left. */
  const run = (action: TabAction, name: RouteName) => {
    const fallback =
      action === 'close' && name === activeName ? tabStore.neighbourOf(name) : undefined;
    switch (action) {
      case 'reload':
        tabStore.reload(name);
        if (name !== activeName)
          navigate(tabStore.state.tabs.find((x) => x.name === name)?.fullPath ?? '/');
        return;
      case 'close':
        tabStore.close(name);
        break;
      case 'closeOthers':
        tabStore.closeOthers(name);
        break;
      case 'closeLeft':
        tabStore.closeLeft(name);
        break;
      case 'closeRight':
        tabStore.closeRight(name);
        break;
      case 'closeAll':
        tabStore.closeAll();
        break;
    }
    const remaining = tabStore.state.tabs;
    if (!remaining.some((x) => x.name === activeName)) {
      const target =
        fallback && remaining.includes(fallback)
          ? fallback
          : (remaining.find((x) => x.name === name) ?? remaining[remaining.length - 1]);
      if (target) navigate(target.fullPath);
    }
  };

  const disabled = (action: TabAction, name: RouteName, index: number): boolean => {
    const closable = (n: RouteName) => n !== HOME_TAB;
    switch (action) {
      case 'close':
        return !closable(name);
      case 'closeOthers':
        return !tabs.some((x) => x.name !== name && closable(x.name));
      case 'closeLeft':
        return !tabs.slice(0, index).some((x) => closable(x.name));
      case 'closeRight':
        return !tabs.slice(index + 1).some((x) => closable(x.name));
      case 'closeAll':
        return !tabs.some((x) => closable(x.name));
      default:
        return false;
    }
  };

  return (
    <div className="flex h-10 shrink-0 items-end gap-1 border-b border-line bg-surface px-3">
      {/* An ARIA tablist with a roving tab stop: Tab reaches the page on screen, ←/→ move to the
          neighbouring page and focus follows (issue 9 #8), Delete closes. The × is for the mouse
          (the keyboard has Delete and the context menu), so it stays out of the tablist's tree. */}
      <nav aria-label={t('shell.tabs.label')} className="min-w-0 flex-1">
        <ul
          role="tablist"
          aria-label={t('shell.tabs.label')}
          className="flex min-w-0 items-end gap-1 overflow-x-auto scrollbar-thin"
        >
          {tabs.map((tab, index) => {
            const active = tab.name === activeName;
            const title = t(tab.title);
            return (
              <ContextMenu key={tab.name}>
                <ContextMenuTrigger asChild>
                  <li
                    role="presentation"
                    data-tab={tab.name}
                    className={cn(
                      'group relative flex h-8 shrink-0 items-center rounded-t-md border border-b-0 text-sm transition-colors',
                      active
                        ? 'border-line bg-canvas text-primary-7 dark:text-primary-7 after:absolute after:inset-x-0 after:-bottom-px after:h-px after:bg-canvas'
                        : 'border-transparent text-fg-2 hover:bg-surface-3 hover:text-fg',
                    )}
                  >
                    <button
                      type="button"
                      data-tab-button
                      role="tab"
                      aria-selected={active}
                      aria-current={active ? 'page' : undefined}
                      tabIndex={active ? 0 : -1}
                      onClick={() => navigate(tab.fullPath)}
                      onKeyDown={(e) => {
                        if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
                          e.preventDefault();
                          const next =
                            tabs[
                              (index + (e.key === 'ArrowRight' ? 1 : -1) + tabs.length) %
                                tabs.length
                            ];
                          navigate(next.fullPath);
                          requestAnimationFrame(() =>
                            document
                              .querySelector<HTMLElement>(`[data-tab="${next.name}"] [role="tab"]`)
                              ?.focus(),
                          );
                        } else if (e.key === 'Delete' && tab.name !== HOME_TAB) {
                          run('close', tab.name);
                        }
                      }}
                      className="flex h-full items-center gap-1.5 pr-1 pl-3 outline-none focus-visible:ring-2 focus-visible:ring-primary-6 focus-visible:ring-inset rounded-t-md"
                    >
                      {active && (
                        <span className="h-1.5 w-1.5 rounded-full bg-primary-6" aria-hidden />
                      )}
                      <span className="max-w-40 truncate">{title}</span>
                    </button>
                    {tab.name !== HOME_TAB ? (
                      <button
                        type="button"
                        tabIndex={-1}
                        aria-hidden
                        data-tab-close
                        onClick={() => run('close', tab.name)}
                        aria-label={t('shell.tabs.closeTab', { title })}
                        className="mr-1.5 rounded p-0.5 text-fg-3 opacity-60 hover:bg-line hover:text-fg group-hover:opacity-100"
                      >
                        <Icon name="x" size={12} />
                      </button>
                    ) : (
                      <span className="w-2" />
                    )}
                  </li>
                </ContextMenuTrigger>
                <ContextMenuContent>
                  {ACTIONS.map((a, i) => (
                    <div key={a.id}>
                      {i === 2 && <ContextMenuSeparator />}
                      <ContextMenuItem
                        icon={a.icon}
                        disabled={disabled(a.id, tab.name, index)}
                        onSelect={() => run(a.id, tab.name)}
                      >
                        {t(a.label)}
                      </ContextMenuItem>
                    </div>
                  ))}
                </ContextMenuContent>
              </ContextMenu>
            );
          })}
        </ul>
      </nav>
      <DropdownMenu>
        <DropdownMenuTrigger
          aria-label={t('shell.tabs.actions')}
          className="mb-1 rounded p-1.5 text-fg-3 hover:bg-surface-3 hover:text-fg"
        >
          <Icon name="more" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {ACTIONS.map((a, i) => {
            const index = tabs.findIndex((x) => x.name === activeName);
            return (
              <div key={a.id}>
                {i === 2 && <DropdownMenuSeparator />}
                <DropdownMenuItem
                  icon={a.icon}
                  disabled={index < 0 || disabled(a.id, activeName, index)}
                  onSelect={() => run(a.id, activeName)}
                >
                  {t(a.label)}
                </DropdownMenuItem>
              </div>
            );
          })}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
