/**
 * Tab caching: every visited page stays mounted, hidden with display:none, so its filters, scroll
 * position and selection survive tab switches. Each page gets its own wouter Router whose location
 * is the real URL while the tab is visible and the tab's remembered URL while hidden; a hidden
 * page that rewrites its URL only moves its tab's remembered URL. Routes with meta.ignoreCache are
 * unmounted when left and mount fresh when revisited. "Reload" remounts through reloadKey.
 */
import { Suspense, useLayoutEffect, useMemo, useRef, type ComponentType } from 'react';
import { Router } from 'wouter';
import { useBrowserLocation, useSearch as useBrowserSearch } from 'wouter/use-browser-location';
import type { RouteName } from '#core/access';
import { useT } from '../hooks/app-context.tsx';
import { PageActiveContext } from '../hooks/page-active.ts';
import { ErrorState } from '../components/ui/error-state.tsx';
import { LoadingBlock } from '../components/ui/spinner.tsx';
import { ProgressFallback } from '../components/ui/progress-bar.tsx';
import { usePageSource } from './page-source.ts';
import { PageErrorBoundary } from './page-error-boundary.tsx';
import type { TabEntry } from './tab-store.ts';

type Navigate = (to: string, options?: { replace?: boolean }) => void;

function splitPath(fullPath: string): [string, string] {
  const at = fullPath.indexOf('?');
  return at < 0 ? [fullPath, ''] : [fullPath.slice(0, at), fullPath.slice(at + 1)];
}

function useTabRouterHooks(
  tab: TabEntry,
  active: boolean,
  setPath: (name: RouteName, p: string) => void,
) {
  return useMemo(() => {
    const [frozenPath, frozenSearch] = splitPath(tab.fullPath);
    const hiddenNavigate: Navigate = (to) => {
      const target = to.startsWith('?') ? `${frozenPath}${to}` : to;
      // Only the tab's own URL moves; a hidden page never takes over the address bar.
      if (splitPath(target)[0] === frozenPath) setPath(tab.name, target);
    };
    const useTabLocation = (): [string, Navigate] => {
      const [location, navigate] = useBrowserLocation();
      return active ? [location, navigate] : [frozenPath, hiddenNavigate];
    };
    const useTabSearch = (): string => {
      const search = useBrowserSearch();
      return active ? search : frozenSearch;
    };
    return { hook: useTabLocation, searchHook: useTabSearch };
  }, [tab.fullPath, tab.name, active, setPath]);
}

function CachedPage({
  tab,
  active,
  Page,
  setPath,
}: {
  tab: TabEntry;
  active: boolean;
  Page: ComponentType;
  setPath: (name: RouteName, p: string) => void;
}) {
  const { t } = useT();
  const { hook, searchHook } = useTabRouterHooks(tab, active, setPath);
  const box = useRef<HTMLDivElement>(null);
  const scrollTop = useRef(0);

  // display:none drops the scroll offset in some engines; put it back when the tab returns.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    if (active) el.scrollTop = scrollTop.current;
    return () => {
      scrollTop.current = el.scrollTop;
    };
  }, [active]);

  return (
    <div
      ref={box}
      data-tab-page={tab.name}
      hidden={!active}
      // `relative` makes the scroll box the containing block of absolutely positioned content
      // (sr-only labels): otherwise they are placed against <main> outside the scrolling box and
      // stretch the document, so the whole shell scrolls (issue 9 #1).
      className="relative h-full overflow-auto scrollbar-thin"
    >
      <PageActiveContext.Provider value={active}>
        <Router hook={hook} searchHook={searchHook}>
          <PageErrorBoundary
            fallback={(error, retry) => (
              <ErrorState
                title={t(
                  /chunk|import|fetch/i.test(error.message)
                    ? 'shell.pageLoadError'
                    : 'shell.pageCrashed',
                )}
                message={t('shell.pageLoadError.hint')}
                retryLabel={t('common.retry')}
                onRetry={retry}
              />
            )}
          >
            <Suspense
              fallback={
                <ProgressFallback>
                  <LoadingBlock label={t('shell.loading')} className="h-full" />
                </ProgressFallback>
              }
            >
              <Page />
            </Suspense>
          </PageErrorBoundary>
        </Router>
      </PageActiveContext.Provider>
    </div>
  );
}

export function PageCache({
  tabs,
  activeName,
  setPath,
}: {
  tabs: readonly TabEntry[];
  activeName: RouteName;
  setPath: (name: RouteName, p: string) => void;
}) {
  const { pageFor } = usePageSource();
  return (
    <>
      {tabs.map((tab) => {
        const active = tab.name === activeName;
        if (tab.ignoreCache && !active) return null;
        const Page = pageFor(tab.name);
        if (!Page) return null;
        return (
          <CachedPage
            key={`${tab.name}:${tab.reloadKey}`}
            tab={tab}
            active={active}
            Page={Page}
            setPath={setPath}
          />
        );
      })}
    </>
  );
}
