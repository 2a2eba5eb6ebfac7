/**
 * The settings drawer (seed §2): theme colour with its 10 generated shades (applied at once as the
 * --primary-* variables), theme, navbar, menu, menu width, top menu, tab bar, footer, colour-weak,
 * menu from server, and copy settings. Everything persists through core's settings store.
 */
import { useId, useState } from 'react';
import { generateShades, type AppSettings } from '#core/settings';
import { useSettings, useT } from '../../hooks/app-context.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Drawer } from '../../components/ui/drawer.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { toast } from '../../components/ui/toast.ts';
import { Tooltip } from '../../components/ui/tooltip.tsx';
import { copyToClipboard } from '../../lib/clipboard.ts';
import { cn } from '../../lib/cn.ts';

const PRESETS = [
  '#165DFF',
  '#0FC6C2',
  '#00B42A',
  '#722ED1',
  '#F5319D',
  '#F53F3F',
  '#FF7D00',
  '#3491FA',
];
const MENU_WIDTH = { min: 160, max: 400 };

type ToggleKey =
  'navbar' | 'menu' | 'topMenu' | 'tabBar' | 'footer' | 'colorWeak' | 'menuFromServer';

function Row({
  label,
  children,
  htmlFor,
}: {
  label: string;
  children: React.ReactNode;
  htmlFor?: string;
}) {
  return (
    <div className="flex h-9 items-center justify-between gap-3">
      <label htmlFor={htmlFor} className="text-sm text-fg-2">
        {label}
      </label>
      {children}
    </div>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="border-b border-line pb-4 last:border-0">
      <h3 className="mb-2 text-sm font-semibold text-fg">{title}</h3>
      {children}
    </section>
  );
}

export default function SettingsDrawer({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useT();
  const { settings, settingsStore } = useSettings();
  const id = useId();
  const [width, setWidth] = useState(String(settings.menuWidth));
  const widthValue = Number(width);
  const widthValid =
    Number.isInteger(widthValue) && widthValue >= MENU_WIDTH.min && widthValue <= MENU_WIDTH.max;
  let shades: string[] = [];
  try {
    shades = generateShades(settings.themeColor);
  } catch {
    shades = [];
  }

  const toggle = (key: ToggleKey, label: string) => (
    <Row label={label} htmlFor={`${id}-${key}`}>
      <Switch
        id={`${id}-${key}`}
        checked={settings[key]}
        onCheckedChange={(v) => settingsStore.update({ [key]: v } as Partial<AppSettings>)}
      />
    </Row>
  );

  const copy = async () => {
    const ok = await copyToClipboard(settingsStore.copyText());
    if (ok) toast.success(t('settings.copySettings.message'));
    else toast.error(t('shell.settings.copyFailed'));
  };

  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={t('settings.title')}
      closeLabel={t('settings.close')}
      width={340}
      footer={
        <>
          <Button
            variant="outline"
            onClick={() => {
              settingsStore.reset();
              setWidth(String(settingsStore.state.menuWidth));
            }}
          >
            {t('shell.settings.reset')}
          </Button>
          <Button variant="primary" onClick={() => void copy()}>
            <Icon name="copy" size={14} />
            {t('settings.copySettings')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <Section title={t('settings.themeColor')}>
          <div
            role="radiogroup"
            aria-label={t('shell.settings.presets')}
            className="flex flex-wrap items-center gap-2"
          >
            {PRESETS.map((c) => (
              <button
                key={c}
                type="button"
                role="radio"
                aria-checked={settings.themeColor.toUpperCase() === c}
                aria-label={c}
                onClick={() => settingsStore.update({ themeColor: c })}
                className={cn(
                  'flex h-7 w-7 items-center justify-center rounded-md ring-offset-2 ring-offset-surface',
                  settings.themeColor.toUpperCase() === c && 'ring-2 ring-fg-3',
                )}
                style={{ background: c }}
              >
                {settings.themeColor.toUpperCase() === c && (
                  <Icon name="check" size={14} className="text-white" />
                )}
              </button>
            ))}
            <label className="relative flex h-7 items-center gap-1.5 rounded-md border border-line px-2 text-xs text-fg-2 hover:border-line-strong">
              <span
                className="h-3.5 w-3.5 rounded-sm"
                style={{ background: settings.themeColor }}
              />
              {t('shell.settings.customColor')}
              <input
                type="color"
                value={settings.themeColor}
                onChange={(e) => settingsStore.update({ themeColor: e.target.value.toUpperCase() })}
                className="absolute inset-0 cursor-pointer opacity-0"
              />
            </label>
          </div>
          <div
            className="mt-3 flex overflow-hidden rounded-md"
            aria-label={t('settings.color.tooltip')}
            role="img"
          >
            {shades.map((hex, i) => (
              <Tooltip key={i} content={t('shell.settings.shade', { n: i + 1, hex })}>
                <span className="h-6 flex-1" style={{ background: hex }} />
              </Tooltip>
            ))}
          </div>
          <p className="mt-1.5 text-xs text-fg-3">{t('settings.color.tooltip')}</p>
        </Section>
        <Section title={t('shell.settings.theme')}>
          <div
            role="radiogroup"
            aria-label={t('shell.settings.theme')}
            className="grid grid-cols-2 gap-2"
          >
            {(['light', 'dark'] as const).map((th) => (
              <button
                key={th}
                type="button"
                role="radio"
                aria-checked={settings.theme === th}
                onClick={() => settingsStore.update({ theme: th })}
                className={cn(
                  'flex h-9 items-center justify-center gap-2 rounded-md border text-sm',
                  settings.theme === th
                    ? 'border-primary-6 bg-primary-1 text-primary-7 dark:bg-primary-6/15 dark:text-primary-8'
                    : 'border-line text-fg-2 hover:border-line-strong',
                )}
              >
                <Icon name={th === 'light' ? 'sun' : 'moon'} size={15} />
                {t(`settings.theme.${th}`)}
              </button>
            ))}
          </div>
        </Section>
        <Section title={t('settings.content')}>
          {toggle('navbar', t('settings.navbar'))}
          {toggle('menu', t('settings.menu'))}
          {toggle('topMenu', t('settings.topMenu'))}
          {toggle('tabBar', t('settings.tabBar'))}
          {toggle('footer', t('settings.footer'))}
          <Row label={t('settings.menuWidth')} htmlFor={`${id}-width`}>
            <input
              id={`${id}-width`}
              type="number"
              min={MENU_WIDTH.min}
              max={MENU_WIDTH.max}
              step={10}
              value={width}
              aria-invalid={!widthValid}
              aria-describedby={widthValid ? undefined : `${id}-width-error`}
              onChange={(e) => {
                setWidth(e.target.value);
                const n = Number(e.target.value);
                if (Number.isInteger(n) && n >= MENU_WIDTH.min && n <= MENU_WIDTH.max)
                  settingsStore.update({ menuWidth: n });
              }}
              className={cn(
                'h-8 w-24 rounded-[4px] border bg-surface-2 px-2 text-right text-sm tabular-nums text-fg outline-none focus:border-primary-6',
                widthValid ? 'border-transparent' : 'border-danger',
              )}
            />
          </Row>
          {!widthValid && (
            <p id={`${id}-width-error`} className="text-right text-xs text-danger">
              {t('shell.settings.menuWidthInvalid')}
            </p>
          )}
        </Section>
        <Section title={t('settings.otherSettings')}>
          {toggle('colorWeak', t('settings.colorWeak'))}
          {toggle('menuFromServer', t('settings.menuFromServer'))}
        </Section>
        <p className="rounded-md bg-warning/10 px-3 py-2 text-xs leading-5 text-fg-2">
          {t('settings.alertContent')}
        </p>
      </div>
    </Drawer>
  );
}
