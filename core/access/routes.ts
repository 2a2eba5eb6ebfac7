/**
 * The one route registry (names, paths, access meta, menu placement, shortcuts).
 * It feeds the server's menus and endpoint access checks, the console's router, menu, palette
 * and `g`-shortcuts, and the access rules. Components are attached in the web shell, not here.
 */

export type Role = 'admin' | 'user';

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
  | 'OrgReviewList'
  | 'AdminGrantList'
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

/** A page inside the signed-in layout: its name, path, title's locale key and the rest of its meta. */
const page = (
  name: RouteName,
  path: string,
  locale: string,
  meta: Partial<RouteMeta> = {},
): RouteDef => ({ name, path, meta: { requiresAuth: true, locale, ...meta } });

/**
 * A business page: reached by menu presence (the server's per-role menus), with its icon and `g`
 * shortcut; its title key is its path under `menu` ('/bzjManage/bzjList' → 'menu.bzjManage.bzjList').
 * `roles` restricts it whatever the menu source (server or local).
 */
const business = (
  name: RouteName,
  path: string,
  icon: string,
  shortcut: string,
  roles?: readonly Role[],
): RouteDef =>
  page(name, path, `menu${path.replaceAll('/', '.')}`, {
    icon,
    shortcut,
    business: true,
    ...(roles ? { roles } : {}),
  });

/** A template screen: the roles that may open it ('*' every role) and its menu icon. */
const screen = (
  name: RouteName,
  path: string,
  locale: string,
  role: 'admin' | '*',
  icon: string,
): RouteDef => page(name, path, locale, { roles: [role], icon });

export const ROUTES: readonly RouteDef[] = [
  { name: 'Login', path: '/login', meta: { requiresAuth: false, locale: 'menu.login' } },
  page('Redirect', '/redirect/:path*', 'menu.redirect', { hideInMenu: true, noTab: true }),
  { name: 'NotFound', path: '/:rest*', meta: { requiresAuth: false, locale: 'menu.notFound' } },
  page('Workplace', '/dashboard/workplace', 'menu.dashboard.workplace', {
    roles: ['*'],
    icon: 'dashboard',
    shortcut: 'w',
  }),
  screen('Monitor', '/dashboard/monitor', 'menu.dashboard.monitor', 'admin', 'monitor'),
  business('StructureList', '/allotManage/structureList', 'tree', 'o'),
  // The change-review queues (maker–checker): the server answers them to admins only.
  business('OrgReviewList', '/allotManage/orgReviewList', 'swap', 'c', ['admin']),
  business('BusinessList', '/businessManage/businessList', 'building', 'i'),
  business('BzjList', '/bzjManage/bzjList', 'wallet', 'd'),
  business('BzjCheckList', '/bzjManage/bzjCheckList', 'check-square', 'r'),
  business('BzjCheckMerchantList', '/bzjMerchantManage/bzjCheckMerchantList', 'user-check', 'v'),
  business('BzjMerchantList', '/bzjMerchantManage/bzjMerchantList', 'store', 'm'),
  business('PinganMerchantList', '/bzjMerchantManage/pinganMerchantList', 'bank', 'p'),
  business('SettleList', '/settleManage/settleList', 'receipt', 's'),
  business('UserMmanage', '/sysSettings/userMmanage', 'users', 'u'),
  business('SysLogList', '/sysSettings/sysLogList', 'log', 'l'),
  business('AdminGrantList', '/sysSettings/adminGrantList', 'shield', 'a', ['admin']),
  screen(
    'DataAnalysis',
    '/visualization/data-analysis',
    'menu.visualization.dataAnalysis',
    'admin',
    'chart',
  ),
  screen(
    'MultiDimensionDataAnalysis',
    '/visualization/multi-dimension-data-analysis',
    'menu.visualization.multiDimensionDataAnalysis',
    'admin',
    'chart',
  ),
  screen(
    'PublicOpinion',
    '/visualization/public-opinion',
    'menu.visualization.publicOpinion',
    '*',
    'chart',
  ),
  screen('SearchTable', '/list/search-table', 'menu.list.searchTable', '*', 'list'),
  screen('CardList', '/list/card', 'menu.list.cardList', '*', 'list'),
  screen('StepForm', '/form/step', 'menu.form.step', 'admin', 'form'),
  screen('GroupForm', '/form/group', 'menu.form.group', 'admin', 'form'),
  screen('BasicProfile', '/profile/basic', 'menu.profile.basic', '*', 'file'),
  screen('Success', '/result/success', 'menu.result.success', '*', 'check'),
  screen('Error', '/result/error', 'menu.result.error', '*', 'close'),
  screen('Exception403', '/exception/403', 'menu.exception.403', 'admin', 'exclamation'),
  screen('Exception404', '/exception/404', 'menu.exception.404', '*', 'exclamation'),
  screen('Exception500', '/exception/500', 'menu.exception.500', '*', 'exclamation'),
  screen('UserInfo', '/user/info', 'menu.user.info', '*', 'user'),
  screen('UserSetting', '/user/setting', 'menu.user.setting', '*', 'settings'),
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
  {
    name: 'allotManage',
    locale: 'menu.allotManage',
    icon: 'tree',
    children: ['StructureList', 'OrgReviewList'],
  },
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
    children: ['UserMmanage', 'AdminGrantList', 'SysLogList'],
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
  'OrgReviewList',
  'AdminGrantList',
];
