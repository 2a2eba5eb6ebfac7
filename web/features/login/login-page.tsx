/** /login: the banner on the left, the sign-in card on the right, language and theme at the top. */
import { SUPPORTED_LOCALES } from '#core/i18n/catalogue';
import { useLocale, useSettings, useT } from '../../hooks/app-context.tsx';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { LoginBanner } from './login-banner.tsx';
import { LoginForm } from './login-form.tsx';

export default function LoginPage() {
  const { t } = useT();
  const [locale, setLocale] = useLocale();
  const { settings, settingsStore } = useSettings();
  const dark = settings.theme === 'dark';
  const other = SUPPORTED_LOCALES.find((l) => l !== locale) ?? 'en-US';
  // Prerendered in index.html, the screen shows before its script runs: until React has taken it
  // over its controls say they are not usable yet (index.html's script also holds back a native
  // form submission there).
  const hydrated = useHydrated();
  return (
    <div className="flex min-h-screen bg-surface" aria-disabled={hydrated ? undefined : true}>
      <div className="hidden w-[44%] max-w-[620px] bg-gradient-to-br from-primary-6 to-primary-8 lg:block dark:from-primary-3 dark:to-primary-1">
        <LoginBanner />
      </div>
      <main className="relative flex flex-1 flex-col">
        <div className="flex items-center justify-between px-8 py-5">
          <div className="flex items-center gap-2.5">
            <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden>
              <rect width="32" height="32" rx="7" fill="rgb(var(--primary-6))" />
              <path
                d="M9 16.5l4.5 4.5L23 11.5"
                stroke="white"
                strokeWidth="3"
                fill="none"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <span className="text-[15px] font-semibold text-fg">{t('shell.appName')}</span>
          </div>
          <div className="flex items-center gap-1">
            <button
              type="button"
              onClick={() => setLocale(other)}
              className="flex h-8 items-center gap-1.5 rounded-md px-2.5 text-sm text-fg-2 hover:bg-surface-3 hover:text-fg"
              lang={other}
            >
              <Icon name="translate" />
              {t(`settings.locale.${other}`)}
            </button>
            <button
              type="button"
              onClick={() => settingsStore.toggleTheme()}
              aria-label={t(
                dark ? 'settings.navbar.theme.toLight' : 'settings.navbar.theme.toDark',
              )}
              className="flex h-8 w-8 items-center justify-center rounded-md text-fg-2 hover:bg-surface-3 hover:text-fg"
            >
              <Icon name={dark ? 'sun' : 'moon'} />
            </button>
          </div>
        </div>
        <div className="flex flex-1 items-center justify-center px-6 pb-16">
          <div className="w-full max-w-[380px]">
            <h1 className="text-2xl font-semibold text-fg">{t('login.form.title')}</h1>
            <p className="mt-1.5 mb-7 text-sm text-fg-3">{t('loginExtra.subtitle')}</p>
            <LoginForm />
          </div>
        </div>
        <p className="pb-5 text-center text-xs text-fg-3">{t('loginExtra.brand')}</p>
      </main>
    </div>
  );
}
