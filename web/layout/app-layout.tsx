/**
 * The signed-in layout (seed §2): navbar, side menu (or top menu), tab bar, the cached pages,
 * footer, plus the command layer (palette, hotkeys, `?` sheet) and the settings drawer. What is
 * shown follows the settings (navbar, menu, topMenu, tabBar, footer, menuWidth, menuCollapse).
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { matchRoute, ROUTE_BY_NAME, type RouteDef } from '#core/access';
import { useSettings, useT } from '../hooks/app-context.tsx';
import { ShellContext, type ShellApi } from '../hooks/shell.ts';
import { TooltipProvider } from '../components/ui/tooltip.tsx';
import { createTabStore, HOME_TAB } from './tab-store.ts';
import { TabPathsContext } from './tab-paths.ts';
import { Navbar } from './navbar.tsx';
import { SideMenu } from './side-menu.tsx';
import { TabBar } from './tab-bar.tsx';
import { PageCache } from './page-cache.tsx';
import { Footer } from './footer.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { NARROW_QUERY, useMediaQuery } from './use-media-query.ts';
import { Drawer } from '../components/ui/drawer.tsx';
import { usePageSource } from './page-source.ts';
import { useGlobalHotkeys } from './use-global-hotkeys.ts';
import { pushRecent } from '../lib/recent.ts';
import { KEYBOARD_NAVIGATION } from '../lib/keyboard-navigation.ts';
import { useServices } from '../hooks/app-context.tsx';

const NotFoundPage = lazy(() => import('../features/not-found/not-found-page.tsx'));
// /redirect/:path renders inside the layout, so the open tabs and cached pages survive it.
const RedirectPage = lazy(() => import('../features/redirect/redirect-page.tsx'));
const SettingsDrawer = lazy(() => import('../features/settings/settings-drawer.tsx'));
const CommandPalette = lazy(() => import('../features/palette/command-palette.tsx'));
const ShortcutSheet = lazy(() => import('../features/palette/shortcut-sheet.tsx'));
const UserProfileDialog = lazy(() => import('../features/user-menu/user-profile-dialog.tsx'));

/**
 * `commands` renders inside the shell context: the app registers the shell's commands there
 * (web/app/command-registry.ts), so the layout needs no import from the app.
 */
export default function AppLayout({ route, commands }: { route: RouteDef; commands?: ReactNode }) {
  const { t } = useT();
  const { hasPage } = usePageSource();
  const { storage } = useServices();
  const { settings, settingsStore } = useSettings();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const [tabStore] = useState(() => createTabStore(ROUTE_BY_NAME.get(HOME_TAB) as RouteDef));
  const { tabs } = useSnapshot(tabStore.state);
  // The menus open a page's tab as it was left, as the `g` keys and the palette do (openRoute).
  const tabPaths = useMemo(() => new Map(tabs.map((tab) => [tab.name, tab.fullPath])), [tabs]);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  const [messagesOpen, setMessagesOpen] = useState(false);
  const narrow = useMediaQuery(NARROW_QUERY);
  const [menuDrawer, setMenuDrawer] = useState(false);
  // Lazy overlays load on first use, then stay mounted so they reopen instantly.
  const [paletteLoaded, setPaletteLoaded] = useState(false);

  const cached = hasPage(route.name) && !route.meta.noTab;
  const showSideMenu = settings.menu && !settings.topMenu && !settings.hideMenu;
  const fullPath = search ? `${path}?${search}` : path;

  useEffect(() => {
    // The guard settles the route an effect after the URL moves; a URL of another route must not
    // be written into this route's tab in between.
    if (!cached || matchRoute(path)?.name !== route.name) return;
    tabStore.visit(route, fullPath);
  }, [cached, route, path, fullPath, tabStore]);

  useEffect(() => {
    if (cached) pushRecent(storage, { kind: 'page', route: route.name, title: route.meta.locale });
  }, [cached, route, storage]);

  // The narrow-screen menu closes once a page is chosen (or the screen widens).
  useEffect(() => setMenuDrawer(false), [path, narrow]);

  useEffect(() => {
    document.title = `${t(route.meta.locale)} · ${t('shell.appName')}`;
  }, [route, t]);

  // The palette (cmdk, pinyin tables) loads while the browser is idle, so the first Ctrl+K opens
  // at once and no keystroke typed right after it is lost.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 1200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => setPaletteLoaded(true));
    return () => cancel(handle);
  }, []);

  const openPalette = useCallback(() => {
    setPaletteLoaded(true);
    setPaletteOpen(true);
  }, []);

  const shell = useMemo<ShellApi>(
    () => ({
      activeRoute: route,
      openPalette,
      openShortcuts: () => setSheetOpen(true),
      openSettings: () => setSettingsOpen(true),
      openProfile: () => setProfileOpen(true),
      openMessages: () => setMessagesOpen(true),
      reloadPage: () => tabStore.reload(route.name),
      reloadRoute: (name) => tabStore.reload(name),
      cycleTab: (delta) => {
        const list = tabStore.state.tabs;
        if (list.length < 2) return;
        // The URL is the truth: the guard may not have settled the route of a navigation yet.
        const current = matchRoute(window.location.pathname)?.name ?? route.name;
        const at = Math.max(
          0,
          list.findIndex((tab) => tab.name === current),
        );
        navigate(list[(at + delta + list.length) % list.length].fullPath);
      },
      openRoute: (name, to) => {
        // A tab is one page with its state, whichever way it is reached (issue 26).
        const tab = tabStore.state.tabs.find((x) => x.name === name);
        navigate(tab?.fullPath ?? to, { state: KEYBOARD_NAVIGATION });
      },
      toggleMenu: () => {
        // Below 992 px the menu is a drawer: the toggle opens and closes it there.
        if (narrow && showSideMenu) setMenuDrawer((open) => !open);
        else settingsStore.update({ menuCollapse: !settingsStore.state.menuCollapse });
      },
    }),
    [route, openPalette, tabStore, navigate, narrow, showSideMenu, settingsStore],
  );

  return (
    <ShellContext.Provider value={shell}>
      <TabPathsContext.Provider value={tabPaths}>
        <TooltipProvider delayDuration={300}>
          {commands}
          <GlobalHotkeys />
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[90] focus:rounded focus:bg-surface focus:px-3 focus:py-2"
          >
            {t('shell.skipToContent')}
          </a>
          <div className="flex h-screen flex-col bg-canvas">
            {settings.navbar && (
              <Navbar
                messagesOpen={messagesOpen}
                onMessagesOpenChange={setMessagesOpen}
                onOpenMenu={narrow && showSideMenu ? () => setMenuDrawer(true) : undefined}
              />
            )}
            <div className="flex min-h-0 flex-1">
              {showSideMenu && !narrow && <SideMenu />}
              <div className="flex min-w-0 flex-1 flex-col">
                {settings.tabBar && <TabBar tabStore={tabStore} activeName={route.name} />}
                {cached && <Breadcrumbs route={route} />}
                <main
                  id="main"
                  tabIndex={-1}
                  className="relative min-h-0 flex-1 overflow-hidden outline-none"
                >
                  <PageCache
                    tabs={tabs}
                    activeName={cached ? route.name : ('NotFound' as const)}
                    setPath={tabStore.setPath}
                  />
                  {!cached && (
                    <div className="relative h-full overflow-auto">
                      <Suspense fallback={null}>
                        {route.name === 'Redirect' ? <RedirectPage /> : <NotFoundPage embedded />}
                      </Suspense>
                    </div>
                  )}
                </main>
                {settings.footer && <Footer />}
              </div>
            </div>
          </div>
          {narrow && showSideMenu && (
            <Drawer
              side="left"
              width={settings.menuWidth + 40}
              open={menuDrawer}
              onOpenChange={setMenuDrawer}
              title={t('shell.menuDrawer')}
              closeLabel={t('common.close')}
              bodyClassName="p-0"
            >
              <SideMenu inDrawer />
            </Drawer>
          )}
          <Suspense fallback={null}>
            {paletteLoaded && <CommandPalette open={paletteOpen} onOpenChange={setPaletteOpen} />}
            {sheetOpen && <ShortcutSheet open={sheetOpen} onOpenChange={setSheetOpen} />}
            {settingsOpen && <SettingsDrawer open={settingsOpen} onOpenChange={setSettingsOpen} />}
            {profileOpen && <UserProfileDialog open={profileOpen} onOpenChange={setProfileOpen} />}
          </Suspense>
        </TooltipProvider>
      </TabPathsContext.Provider>
    </ShellContext.Provider>
  );
}

/** Binds the global hotkeys (inside the shell context). */
function GlobalHotkeys() {
  useGlobalHotkeys();
  return null;
}
