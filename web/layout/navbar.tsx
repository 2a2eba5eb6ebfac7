/**
 * The navbar: brand, (top menu), the palette trigger showing its shortcut, shortcuts help, locale
 * switch, theme toggle, message box, settings and the user menu.
 */
import { useLocation } from 'wouter';
import { useLocale, useSettings, useT } from '../hooks/app-context.tsx';
import { useShell } from '../hooks/shell.ts';
import { Button } from '../components/ui/button.tsx';
import { Icon } from '../components/ui/icon.tsx';
import { Kbd } from '../components/ui/kbd.tsx';
import { Tooltip } from '../components/ui/tooltip.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../components/ui/dropdown-menu.tsx';
import { MessageBox } from '../features/messages/message-box.tsx';
import { UserMenu } from '../features/user-menu/user-menu.tsx';
import { SUPPORTED_LOCALES, type Locale } from '#core/i18n/catalogue';
import { toggleFullscreen, useFullscreen } from '../lib/fullscreen.ts';
import { TopMenu } from './top-menu.tsx';
import { Logo } from './logo.tsx';

export function Navbar({
  messagesOpen,
  onMessagesOpenChange,
  onOpenMenu,
}: {
  messagesOpen: boolean;
  onMessagesOpenChange(open: boolean): void;
  /** Set below 992 px, where the side menu is a drawer opened from here. */
  onOpenMenu?: () => void;
}) {
  const { t } = useT();
  const [locale, setLocale] = useLocale();
  const { settings, settingsStore } = useSettings();
  const shell = useShell();
  const [, navigate] = useLocation();
  const dark = settings.theme === 'dark';
  const fullscreen = useFullscreen();
  const fullscreenLabel = t(fullscreen ? 'shell.navbar.exitFullscreen' : 'shell.navbar.fullscreen');

  return (
    <header className="z-20 flex h-14 shrink-0 items-center gap-3 border-b border-line bg-surface px-4">
      {onOpenMenu && (
        <Button
          variant="ghost"
          size="icon"
          onClick={onOpenMenu}
          aria-label={t('shell.navbar.openMenu')}
          aria-haspopup="dialog"
        >
          <Icon name="menu-unfold" />
        </Button>
      )}
      <div
        className="flex items-center gap-2.5"
        style={{
          minWidth: settings.topMenu || onOpenMenu ? undefined : settings.menuWidth - 16,
        }}
      >
        <Logo />
        <span className="truncate text-[15px] font-semibold tracking-tight text-fg">
          {t('shell.appName')}
        </span>
      </div>
      {settings.topMenu && settings.menu ? <TopMenu /> : <div className="flex-1" />}
      <button
        type="button"
        onClick={shell.openPalette}
        title={t('shell.navbar.openPalette')}
        aria-keyshortcuts="Control+K Meta+K"
        className="group flex h-8 w-64 items-center gap-2 rounded-md border border-line bg-surface-2 px-2.5 text-sm text-fg-3 transition-colors hover:border-line-strong hover:text-fg-2 max-lg:w-40"
      >
        <Icon name="search" size={15} />
        <span className="flex-1 truncate text-left">{t('shell.navbar.search')}</span>
        <Kbd keys={['mod', 'k']} />
      </button>
      <div className="flex items-center gap-1">
        <Tooltip
          content={
            <span className="flex items-center gap-2">
              {t('shell.navbar.shortcuts')} <Kbd keys={['?']} />
            </span>
          }
        >
          <Button
            variant="ghost"
            size="icon"
            onClick={shell.openShortcuts}
            aria-label={t('shell.navbar.shortcuts')}
          >
            <Icon name="keyboard" />
          </Button>
        </Tooltip>
        <DropdownMenu>
          <Tooltip content={t('settings.language')}>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="icon" aria-label={t('settings.language')}>
                <Icon name="translate" />
              </Button>
            </DropdownMenuTrigger>
          </Tooltip>
          <DropdownMenuContent align="end">
            <DropdownMenuRadioGroup value={locale} onValueChange={(v) => setLocale(v as Locale)}>
              {SUPPORTED_LOCALES.map((l) => (
                <DropdownMenuRadioItem key={l} value={l}>
                  {t(`settings.locale.${l}`)}
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
          </DropdownMenuContent>
        </DropdownMenu>
        <Tooltip
          content={t(dark ? 'settings.navbar.theme.toLight' : 'settings.navbar.theme.toDark')}
        >
          <Button
            variant="ghost"
            size="icon"
            onClick={() => settingsStore.toggleTheme()}
            aria-label={t(dark ? 'settings.navbar.theme.toLight' : 'settings.navbar.theme.toDark')}
          >
            <Icon name={dark ? 'sun' : 'moon'} />
          </Button>
        </Tooltip>
        <Tooltip content={fullscreenLabel}>
          <Button
            variant="ghost"
            size="icon"
            onClick={() => void toggleFullscreen()}
            aria-label={fullscreenLabel}
            aria-pressed={fullscreen}
          >
            <Icon name={fullscreen ? 'fullscreen-exit' : 'fullscreen'} />
          </Button>
        </Tooltip>
        <MessageBox open={messagesOpen} onOpenChange={onMessagesOpenChange} />
        <Tooltip content={t('settings.title')}>
          <Button
            variant="ghost"
            size="icon"
            onClick={shell.openSettings}
            aria-label={t('settings.title')}
          >
            <Icon name="settings" />
          </Button>
        </Tooltip>
        <UserMenu
          onOpenProfile={() => navigate('/user/info')}
          onOpenSettings={() => navigate('/user/setting')}
        />
      </div>
    </header>
  );
}
