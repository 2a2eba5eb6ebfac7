/**
 * Route name → lazily loaded page. Each page becomes its own hashed chunk (esbuild splits at every
 * dynamic import), so /login never downloads a business screen. Business pages are the default
 * export of web/features/<feature>/<feature>-page.tsx (the web contract); template screens follow
 * the same contract, and the exception and result pages take their variant as a prop. Routes with
 * no entry here (menu groups, external links, Login, NotFound) have no screen: the menus, the
 * palette and the `g` shortcuts leave them out (hasPage).
 */
import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteName } from '#core/access';

type PageModule = { default: ComponentType };

/** The feature folder of each business route (the page file is <folder>/<folder>-page.tsx). */
const BUSINESS_FEATURES: Partial<Record<RouteName, string>> = {
  Workplace: 'workbench',
  StructureList: 'structure',
  OrgReviewList: 'org-review',
  BusinessList: 'institutions',
  BzjList: 'deposits',
  BzjCheckList: 'deposit-review',
  BzjCheckMerchantList: 'merchant-review',
  BzjMerchantList: 'merchants',
  PinganMerchantList: 'provider-merchants',
  SettleList: 'settlements',
  UserMmanage: 'users',
  SysLogList: 'system-log',
  AdminGrantList: 'admin-grant-review',
};

/** esbuild turns this template into a glob over features/<x>/<x>-page.tsx, one chunk each. */
function loadFeaturePage(folder: string): Promise<PageModule> {
  return import(`../features/${folder}/${folder}-page.tsx`) as Promise<PageModule>;
}

function exceptionPage(code: '403' | '404' | '500'): () => Promise<PageModule> {
  return () =>
    import('../features/exception/exception-page.tsx').then((m) => ({
      default: function ExceptionRoute() {
        return createElement(m.ExceptionPage, { code });
      },
    }));
}

function resultPage(kind: 'success' | 'error'): () => Promise<PageModule> {
  return () =>
    import('../features/result/result-page.tsx').then((m) => ({
      default: function ResultRoute() {
        return createElement(m.ResultPage, { kind });
      },
    }));
}

/** The feature folder of each template screen (same <folder>/<folder>-page.tsx contract). */
const TEMPLATE_FEATURES: Partial<Record<RouteName, string>> = {
  UserInfo: 'user-info',
  UserSetting: 'user-setting',
  SearchTable: 'search-table',
  CardList: 'card-list',
  Monitor: 'monitor',
  DataAnalysis: 'data-analysis',
  MultiDimensionDataAnalysis: 'multi-dimension-analysis',
  PublicOpinion: 'public-opinion',
  StepForm: 'step-form',
  GroupForm: 'group-form',
  BasicProfile: 'basic-profile',
};

const LOADERS: Partial<Record<RouteName, () => Promise<PageModule>>> = {
  ...Object.fromEntries(
    Object.entries({ ...BUSINESS_FEATURES, ...TEMPLATE_FEATURES }).map(([name, folder]) => [
      name,
      () => loadFeaturePage(folder),
    ]),
  ),
  Exception403: exceptionPage('403'),
  Exception404: exceptionPage('404'),
  Exception500: exceptionPage('500'),
  Success: resultPage('success'),
  Error: resultPage('error'),
};

const cache = new Map<RouteName, LazyExoticComponent<ComponentType>>();

/** The lazy page of a route, or null when the console has no screen for it. */
export function pageFor(name: RouteName): LazyExoticComponent<ComponentType> | null {
  const load = LOADERS[name];
  if (!load) return null;
  let page = cache.get(name);
  if (!page) {
    page = lazy(load);
    cache.set(name, page);
  }
  return page;
}

/** Starts downloading a page's chunk (menu hover, palette highlight) without rendering it. */
export function preloadPage(name: RouteName): void {
  void LOADERS[name]?.().catch(() => undefined);
}

export function hasPage(name: RouteName): boolean {
  return name in LOADERS;
}
