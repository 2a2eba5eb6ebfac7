/**
 * The one route registry (names, paths, access meta, menu placement, shortcuts).
 * It feeds the server's menus and endpoint access checks, the console's router, menu, palette
 * and `g`-shortcuts, and the access rules. Components are attached in the web shell, not here.
 */

export type Role = 'admin' | 'user';
export const ROLES: readonly Role[] = ['admin', 'user'];

export type RouteName =
  | 'Login'
  | 'Redirect'
  | 'NotFound'
  | 'Workplace'
  | 'Monitor'
  | 'StructureList'
  | 'BusinessList'
  | 'BzjList'
  | 'BzjCheckList'
  | 'BzjCheckMerchantList'
  | 'BzjMerchantList'
  | 'PinganMerchantList'
  | 'SettleList'
  | 'UserMmanage'
  | 'SysLogList'
  | 'SearchTable'
  | 'CardList'
  | 'StepForm'
  | 'GroupForm'
  | 'BasicProfile'
  | 'DataAnalysis'
  | 'MultiDimensionDataAnalysis'
  | 'PublicOpinion'
  | 'Success'
  | 'Error'
  | 'Exception403'
  | 'Exception404'
  | 'Exception500'
  | 'UserInfo'
  | 'UserSetting';

export interface RouteMeta {
  /** Sign-in needed (every route inside the layout). */
  requiresAuth: boolean;
  /** Role list; '*' means every role. Absent: reached by menu presence only. */
  roles?: readonly string[];
  /** Locale key of the title. */
  locale: string;
  icon?: string;
  /** Hidden from the menu (still routable). */
  hideInMenu?: boolean;
  /** Excluded from the tab bar. */
  noTab?: boolean;
  /** The page opts out of tab caching. */
  ignoreCache?: boolean;
  /** The letter after `g` that goes here. */
  shortcut?: string;
  /** A business page (as opposed to a template screen). */
  business?: boolean;
}

export interface RouteDef {
  name: RouteName;
  path: string;
  meta: RouteMeta;
}

const auth = (locale: string, extra: Partial<RouteMeta> = {}): RouteMeta => ({
  requiresAuth: true,
  locale,
  ...extra,
});

export const ROUTES: readonly RouteDef[] = [
  { name: 'Login', path: '/login', meta: { requiresAuth: false, locale: 'menu.login' } },
  {
    name: 'Redirect',
    path: '/redirect/:path*',
    meta: auth('menu.redirect', { hideInMenu: true, noTab: true }),
  },
  { name: 'NotFound', path: '/:rest*', meta: { requiresAuth: false, locale: 'menu.notFound' } },
  {
    name: 'Workplace',
    path: '/dashboard/workplace',
    meta: auth('menu.dashboard.workplace', { roles: ['*'], icon: 'dashboard', shortcut: 'w' }),
  },
  {
    name: 'Monitor',
    path: '/dashboard/monitor',
    meta: auth('menu.dashboard.monitor', { roles: ['admin'], icon: 'monitor' }),
  },
  {
    name: 'StructureList',
    path: '/allotManage/structureList',
    meta: auth('menu.allotManage.structureList', { icon: 'tree', shortcut: 'o', business: true }),
  },
  {
    name: 'BusinessList',
    path: '/businessManage/businessList',
    meta: auth('menu.businessManage.businessList', {
      icon: 'building',
      shortcut: 'i',
      business: true,
    }),
  },
  {
    name: 'BzjList',
    path: '/bzjManage/bzjList',
    meta: auth('menu.bzjManage.bzjList', { icon: 'wallet', shortcut: 'd', business: true }),
  },
  {
    name: 'BzjCheckList',
    path: '/bzjManage/bzjCheckList',
    meta: auth('menu.bzjManage.bzjCheckList', {
      icon: 'check-square',
      shortcut: 'r',
      business: true,
    }),
  },
  {
    name: 'BzjCheckMerchantList',
    path: '/bzjMerchantManage/bzjCheckMerchantList',
    meta: auth('menu.bzjMerchantManage.bzjCheckMerchantList', {
      icon: 'user-check',
      shortcut: 'v',
      business: true,
    }),
  },
  {
    name: 'BzjMerchantList',
    path: '/bzjMerchantManage/bzjMerchantList',
    meta: auth('menu.bzjMerchantManage.bzjMerchantList', {
      icon: 'store',
      shortcut: 'm',
      business: true,
    }),
  },
  {
    name: 'PinganMerchantList',
    path: '/bzjMerchantManage/pinganMerchantList',
    meta: auth('menu.bzjMerchantManage.pinganMerchantList', {
      icon: 'bank',
      shortcut: 'p',
      business: true,
    }),
  },
  {
    name: 'SettleList',
    path: '/settleManage/settleList',
    meta: auth('menu.settleManage.settleList', { icon: 'receipt', shortcut: 's', business: true }),
  },
  {
    name: 'UserMmanage',
    path: '/sysSettings/userMmanage',
    meta: auth('menu.sysSettings.userMmanage', { icon: 'users', shortcut: 'u', business: true }),
  },
  {
    name: 'SysLogList',
    path: '/sysSettings/sysLogList',
    meta: auth('menu.sysSettings.sysLogList', { icon: 'log', shortcut: 'l', business: true }),
  },
  {
    name: 'DataAnalysis',
    path: '/visualization/data-analysis',
    meta: auth('menu.visualization.dataAnalysis', { roles: ['admin'], icon: 'chart' }),
  },
  {
    name: 'MultiDimensionDataAnalysis',
    path: '/visualization/multi-dimension-data-analysis',
    meta: auth('menu.visualization.multiDimensionDataAnalysis', {
      roles: ['admin'],
      icon: 'chart',
    }),
  },
  {
    name: 'PublicOpinion',
    path: '/visualization/public-opinion',
    meta: auth('menu.visualization.publicOpinion', { roles: ['*'], icon: 'chart' }),
  },
  {
    name: 'SearchTable',
    path: '/list/search-table',
    meta: auth('menu.list.searchTable', { roles: ['*'], icon: 'list' }),
  },
  {
    name: 'CardList',
    path: '/list/card',
    meta: auth('menu.list.cardList', { roles: ['*'], icon: 'list' }),
  },
  {
    name: 'StepForm',
    path: '/form/step',
    meta: auth('menu.form.step', { roles: ['admin'], icon: 'form' }),
  },
  {
    name: 'GroupForm',
    path: '/form/group',
    meta: auth('menu.form.group', { roles: ['admin'], icon: 'form' }),
  },
  {
    name: 'BasicProfile',
    path: '/profile/basic',
    meta: auth('menu.profile.basic', { roles: ['*'], icon: 'file' }),
  },
  {
    name: 'Success',
    path: '/result/success',
    meta: auth('menu.result.success', { roles: ['*'], icon: 'check' }),
  },
  {
    name: 'Error',
    path: '/result/error',
    meta: auth('menu.result.error', { roles: ['*'], icon: 'close' }),
  },
  {
    name: 'Exception403',
    path: '/exception/403',
    meta: auth('menu.exception.403', { roles: ['admin'], icon: 'exclamation' }),
  },
  {
    name: 'Exception404',
    path: '/exception/404',
    meta: auth('menu.exception.404', { roles: ['*'], icon: 'exclamation' }),
  },
  {
    name: 'Exception500',
    path: '/exception/500',
    meta: auth('menu.exception.500', { roles: ['*'], icon: 'exclamation' }),
  },
  {
    name: 'UserInfo',
    path: '/user/info',
    meta: auth('menu.user.info', { roles: ['*'], icon: 'user' }),
  },
  {
    name: 'UserSetting',
    path: '/user/setting',
    meta: auth('menu.user.setting', { roles: ['*'], icon: 'settings' }),
  },
];

/** Routes that are always allowed whatever the server menu says (seed §5 "login/not-found list"). */
export const WHITE_LIST: readonly RouteName[] = ['Login', 'NotFound', 'Redirect'];

export const ROUTE_BY_NAME: ReadonlyMap<RouteName, RouteDef> = new Map(
  ROUTES.map((r) => [r.name, r]),
);

export interface MenuGroup {
  /** Group name (not a route), its locale key and icon. */
  name: string;
  locale: string;
  icon: string;
  children: readonly RouteName[];
}

/**
 * The menu layout shared by the server's per-role menus and the console's local menu.
 * Order is the position in these arrays.
 */
export const MENU_LAYOUT: readonly MenuGroup[] = [
  {
    name: 'dashboard',
    locale: 'menu.dashboard',
    icon: 'dashboard',
    children: ['Workplace', 'Monitor'],
  },
  { name: 'allotManage', locale: 'menu.allotManage', icon: 'tree', children: ['StructureList'] },
  {
    name: 'businessManage',
    locale: 'menu.businessManage',
    icon: 'building',
    children: ['BusinessList'],
  },
  {
    name: 'bzjManage',
    locale: 'menu.bzjManage',
    icon: 'wallet',
    children: ['BzjList', 'BzjCheckList'],
  },
  {
    name: 'bzjMerchantManage',
    locale: 'menu.bzjMerchantManage',
    icon: 'store',
    children: ['BzjCheckMerchantList', 'BzjMerchantList', 'PinganMerchantList'],
  },
  { name: 'settleManage', locale: 'menu.settleManage', icon: 'receipt', children: ['SettleList'] },
  {
    name: 'sysSettings',
    locale: 'menu.sysSettings',
    icon: 'settings',
    children: ['UserMmanage', 'SysLogList'],
  },
  {
    name: 'visualization',
    locale: 'menu.visualization',
    icon: 'chart',
    children: ['DataAnalysis', 'MultiDimensionDataAnalysis', 'PublicOpinion'],
  },
  { name: 'list', locale: 'menu.list', icon: 'list', children: ['SearchTable', 'CardList'] },
  { name: 'form', locale: 'menu.form', icon: 'form', children: ['StepForm', 'GroupForm'] },
  { name: 'profile', locale: 'menu.profile', icon: 'file', children: ['BasicProfile'] },
  { name: 'result', locale: 'menu.result', icon: 'check', children: ['Success', 'Error'] },
  {
    name: 'exception',
    locale: 'menu.exception',
    icon: 'exclamation',
    children: ['Exception403', 'Exception404', 'Exception500'],
  },
  { name: 'user', locale: 'menu.user', icon: 'user', children: ['UserInfo', 'UserSetting'] },
];

/** The two external-link menu items (seed §2): menu entries only, opened in a new tab. */
export const EXTERNAL_LINKS = [
  { name: 'arcoWebsite', locale: 'menu.arcoWebsite', icon: 'link', url: 'https://arco.design' },
  { name: 'faq', locale: 'menu.faq', icon: 'question', url: 'https://arco.design/docs/pro/faq' },
] as const;

/** Route names a `user` (operator) never gets in the server menu (PRODUCT.md §4). */
export const ADMIN_ONLY_MENU: readonly RouteName[] = [
  'BzjCheckList',
  'BzjCheckMerchantList',
  'UserMmanage',
  'SysLogList',
];
