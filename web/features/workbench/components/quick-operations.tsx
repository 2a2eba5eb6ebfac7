/**
 * Quick operation: shortcuts that open pages. The server proposes the first set; the user edits
 * which pages are there (and their order), and the choice is remembered in this browser.
 */
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import type { RouteName } from '#core/access';
import { useServices, useT } from '../../../hooks/app-context.tsx';
import { usePermittedRoutes } from '../../../hooks/use-permitted-routes.ts';
import { usePageSource } from '../../../layout/page-source.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DialogContent, DialogRoot } from '../../../components/ui/dialog.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { Panel } from '../../../components/template-kit/panel.tsx';

const QUICK_OPS_KEY = 'qy-quick-operations';
const LIMIT = 8;

/** The template's operation ids (server) → the console page each one opens. */
const OPERATION_ROUTES: Record<string, RouteName> = {
  contentManagement: 'SearchTable',
  contentStatistic: 'DataAnalysis',
  advancedManagement: 'CardList',
  onlinePromotion: 'Monitor',
  contentPutIn: 'StepForm',
};

function readStored(storage: Storage): RouteName[] | null {
  try {
    const raw = JSON.parse(storage.getItem(QUICK_OPS_KEY) ?? 'null') as unknown;
    return Array.isArray(raw) ? (raw.filter((r) => typeof r === 'string') as RouteName[]) : null;
  } catch {
    return null;
  }
}

export function QuickOperations({ proposed }: { proposed: string[] }) {
  const { storage } = useServices();
  const { t } = useT();
  const { hasPage } = usePageSource();
  const [, navigate] = useLocation();
  const permitted = usePermittedRoutes().filter(
    (r) => hasPage(r.name) && !r.name.startsWith('Exception') && r.name !== 'Workplace',
  );
  const byName = useMemo(() => new Map(permitted.map((r) => [r.name, r])), [permitted]);
  const [stored, setStored] = useState(() => readStored(storage));
  const [editing, setEditing] = useState<RouteName[] | null>(null);
  const chosen = (
    stored ?? proposed.map((p) => OPERATION_ROUTES[p]).filter((r): r is RouteName => Boolean(r))
  ).filter((r) => byName.has(r));

  const save = () => {
    if (!editing) return;
    storage.setItem(QUICK_OPS_KEY, JSON.stringify(editing));
    setStored(editing);
    setEditing(null);
  };
  const toggle = (name: RouteName) =>
    setEditing((prev) =>
      prev?.includes(name)
        ? prev.filter((r) => r !== name)
        : prev && prev.length < LIMIT
          ? [...prev, name]
          : prev,
    );

  return (
    <Panel
      title={t('workplace.quick.title')}
      extra={
        <Button variant="text" size="sm" onClick={() => setEditing(chosen)}>
          <Icon name="settings" size={14} />
          {t('workplace.quick.edit')}
        </Button>
      }
    >
      {chosen.length === 0 ? (
        <p className="text-sm text-fg-3">{t('workplace.quick.empty')}</p>
      ) : (
        <ul aria-label={t('workplace.quick.title')} className="grid grid-cols-3 gap-2">
          {chosen.map((name) => {
            const route = byName.get(name)!;
            return (
              <li key={name}>
                <button
                  type="button"
                  onClick={() => navigate(route.path)}
                  className="flex w-full flex-col items-center gap-1.5 rounded-md px-1 py-2 text-xs text-fg-2 hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-primary-6"
                >
                  <span className="flex size-8 items-center justify-center rounded-md bg-primary-1 text-primary-6 dark:bg-primary-6/20 dark:text-primary-7">
                    <Icon name={route.meta.icon ?? 'link'} />
                  </span>
                  <span className="w-full truncate text-center">{t(route.meta.locale)}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <DialogRoot open={editing !== null} onOpenChange={(o) => !o && setEditing(null)}>
        <DialogContent
          title={t('workplace.quick.edit')}
          description={t('workplace.quick.help', { n: LIMIT })}
          closeLabel={t('common.close')}
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
          footer={
            <>
              <Button onClick={() => setEditing(null)}>{t('common.cancel')}</Button>
              <Button type="submit" variant="primary">
                {t('common.save')}
              </Button>
            </>
          }
        >
          <fieldset className="grid grid-cols-2 gap-x-4 gap-y-1.5">
            <legend className="sr-only">{t('workplace.quick.title')}</legend>
            {permitted.map((r) => {
              const on = editing?.includes(r.name) ?? false;
              return (
                <label key={r.name} className="flex items-center gap-2 text-sm text-fg">
                  <input
                    type="checkbox"
                    checked={on}
                    disabled={!on && (editing?.length ?? 0) >= LIMIT}
                    onChange={() => toggle(r.name)}
                    className="size-4 accent-[rgb(var(--primary-6))]"
                  />
                  {t(r.meta.locale)}
                </label>
              );
            })}
          </fieldset>
        </DialogContent>
      </DialogRoot>
    </Panel>
  );
}
