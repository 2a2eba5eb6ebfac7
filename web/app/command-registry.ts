/**
 * The shell's part of the one command registry: a navigation command for every permitted page
 * (icon, `g x` shortcut, titles in both languages and the route name as search words) and the
 * global actions (theme, language, role, settings, copy settings, refresh, shortcuts, logout).
 * Pages add their own commands with useRegisterCommands; the palette, the hotkeys and the `?`
 * sheet read them all from the same store.
 */
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import type { Role } from '#core/access';
import {
  useI18nOf,
  useLocale,
  useServices,
  useSession,
  useSettings,
  useT,
} from '../hooks/app-context.tsx';
import { useRegisterCommands } from '../hooks/use-commands.ts';
import { useLogout } from '../hooks/use-logout.ts';
import { usePermittedRoutes } from '../hooks/use-permitted-routes.ts';
import { useShell } from '../hooks/shell.ts';
import type { CommandDef } from '../lib/commands.ts';
import { copyToClipboard } from '../lib/clipboard.ts';
import { toast } from '../components/ui/toast.ts';
import { toggleFullscreen } from '../lib/fullscreen.ts';
import { hasPage } from './page-registry.ts';

export function useShellCommands(): void {
  const { t } = useT();
  const [locale, setLocale] = useLocale();
  const { sessionStore } = useServices();
  const { role } = useSession();
  const { settings, settingsStore } = useSettings();
  const shell = useShell();
  const [, navigate] = useLocation();
  const logout = useLogout();
  const routes = usePermittedRoutes();
  const other = locale === 'zh-CN' ? 'en-US' : 'zh-CN';
  const otherI18n = useI18nOf(other);

  const commands = useMemo<CommandDef[]>(() => {
    const nav: CommandDef[] = routes
      .filter((r) => hasPage(r.name))
      .map((r) => ({
        id: `nav:${r.name}`,
        title: t(r.meta.locale),
        group: 'navigate',
        icon: r.meta.icon ?? 'file',
        shortcut: r.meta.shortcut ? ['g', r.meta.shortcut] : undefined,
        hotkey: Boolean(r.meta.shortcut),
        keywords: [otherI18n.t(r.meta.locale), r.name, r.path],
        run: () => shell.openRoute(r.name, r.path),
      }));
    const nextRole: Role = role === 'admin' ? 'user' : 'admin';
    const actions: CommandDef[] = [
      {
        id: 'action:theme',
        title: t(
          settings.theme === 'dark' ? 'palette.action.themeLight' : 'palette.action.themeDark',
        ),
        group: 'actions',
        icon: settings.theme === 'dark' ? 'sun' : 'moon',
        keywords: ['theme', 'dark', 'light', '主题', '暗色', '亮色'],
        run: () => settingsStore.toggleTheme(),
      },
      {
        id: 'action:locale',
        title: t('palette.action.locale', { language: t(`settings.locale.${other}`) }),
        group: 'actions',
        icon: 'translate',
        keywords: ['language', 'locale', '语言', 'english', 'chinese', '中文', '英文'],
        run: () => setLocale(other),
      },
      {
        id: 'action:role',
        title: t('palette.action.role', { role: t(`role.${nextRole}`) }),
        group: 'actions',
        icon: 'swap',
        keywords: ['role', 'switch roles', '角色', nextRole],
        run: () => {
          sessionStore.switchRole(nextRole);
          toast.success(t('shell.user.roleSwitched', { role: t(`role.${nextRole}`) }));
        },
      },
      {
        id: 'action:settings',
        title: t('palette.action.settings'),
        group: 'actions',
        icon: 'settings',
        keywords: ['settings', 'preferences', '设置', '配置'],
        run: shell.openSettings,
      },
      {
        id: 'action:copy-settings',
        title: t('palette.action.copySettings'),
        group: 'actions',
        icon: 'copy',
        keywords: ['copy settings', 'json', '复制'],
        run: async () => {
          const ok = await copyToClipboard(settingsStore.copyText());
          if (ok) toast.success(t('settings.copySettings.message'));
          else toast.error(t('shell.settings.copyFailed'));
        },
      },
      {
        id: 'action:refresh',
        title: t('palette.action.refresh'),
        group: 'actions',
        icon: 'refresh',
        keywords: ['reload', 'refresh', '刷新'],
        run: shell.reloadPage,
      },
      {
        id: 'action:color-weak',
        title: t('palette.action.colorWeak'),
        group: 'actions',
        icon: 'contrast',
        keywords: ['color weak', 'colour', '色弱'],
        run: () => settingsStore.update({ colorWeak: !settingsStore.state.colorWeak }),
      },
      {
        id: 'action:toggle-menu',
        title: t('palette.action.toggleMenu'),
        group: 'actions',
        icon: settings.menuCollapse ? 'menu-unfold' : 'menu-fold',
        keywords: ['menu', 'sidebar', 'collapse', 'toggle menu', 'drawer', '菜单', '切换菜单'],
        run: shell.toggleMenu,
      },
      {
        id: 'action:fullscreen',
        title: t('palette.action.fullscreen'),
        group: 'actions',
        icon: 'fullscreen',
        keywords: ['fullscreen', 'full screen', '全屏'],
        run: () => void toggleFullscreen(),
      },
      {
        id: 'action:messages',
        title: t('palette.action.messages'),
        group: 'actions',
        icon: 'bell',
        keywords: ['messages', 'notice', 'todo', '消息', '通知', '待办'],
        run: shell.openMessages,
      },
      {
        id: 'action:user-center',
        title: t('palette.action.userCenter'),
        group: 'actions',
        icon: 'user',
        keywords: ['profile', 'user center', '用户中心', '个人'],
        run: () => navigate('/user/info'),
      },
      {
        id: 'action:shortcuts',
        title: t('palette.action.shortcuts'),
        group: 'actions',
        icon: 'keyboard',
        shortcut: ['?'],
        keywords: ['keyboard', 'shortcuts', 'help', '快捷键'],
        run: shell.openShortcuts,
      },
      {
        id: 'action:logout',
        title: t('palette.action.logout'),
        group: 'actions',
        icon: 'logout',
        keywords: ['logout', 'sign out', '退出', '登出'],
        confirm: t('palette.action.logoutConfirm'),
        run: logout,
      },
    ];
    return [...nav, ...actions];
  }, [
    routes,
    t,
    otherI18n,
    navigate,
    role,
    settings.theme,
    settings.menuCollapse,
    other,
    setLocale,
    sessionStore,
    settingsStore,
    shell,
    logout,
  ]);

  useRegisterCommands(commands, [commands]);
}
