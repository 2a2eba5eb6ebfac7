/** The four live methods (a radio group) and the studio's program list. */
import type { MonitorStudio } from '#core/api';
import { systemText } from '#core/i18n/catalogue';
import { useT } from '../../../hooks/app-context.tsx';
import { Tag } from '../../../components/ui/badge.tsx';
import { colorAt } from '../../../components/charts/chart-kit.tsx';
import { Panel } from '../../../components/template-kit/panel.tsx';
import { cn } from '../../../lib/cn.ts';

function LiveMethods({
  methods,
  value,
  onChange,
}: {
  methods: string[];
  value: string;
  onChange(method: string): void;
}) {
  const { t } = useT();
  return (
    <div
      role="radiogroup"
      aria-label={t('monitor.method.title')}
      className="grid grid-cols-2 gap-2 lg:grid-cols-4"
      onKeyDown={(e) => {
        const i = methods.indexOf(value);
        const step =
          e.key === 'ArrowRight' || e.key === 'ArrowDown'
            ? 1
            : e.key === 'ArrowLeft' || e.key === 'ArrowUp'
              ? -1
              : 0;
        if (!step) return;
        e.preventDefault();
        const next = methods[(i + step + methods.length) % methods.length];
        onChange(next);
        (e.currentTarget.querySelector(`[data-method="${next}"]`) as HTMLElement | null)?.focus();
      }}
    >
      {methods.map((m) => {
        const on = m === value;
        return (
          <button
            key={m}
            type="button"
            role="radio"
            aria-checked={on}
            tabIndex={on ? 0 : -1}
            data-method={m}
            onClick={() => onChange(m)}
            className={cn(
              'flex flex-col items-start gap-0.5 rounded-md border px-3 py-2 text-left transition-colors focus-visible:outline-2 focus-visible:outline-primary-6',
              on
                ? 'border-primary-6 bg-primary-1 dark:bg-primary-6/15'
                : 'border-line bg-surface hover:bg-surface-2',
            )}
          >
            <span
              className={cn(
                'text-sm font-medium',
                on ? 'text-primary-7 dark:text-primary-8' : 'text-fg',
              )}
            >
              {t(`monitor.method.${m}`)}
            </span>
            <span className="text-xs text-fg-3">{t(`monitor.method.${m}.help`)}</span>
          </button>
        );
      })}
    </div>
  );
}

function ProgramList({ programs }: { programs: MonitorStudio['programs'] }) {
  const { t } = useT();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" aria-label={t('monitor.program.title')}>
        <thead>
          <tr className="border-b border-line text-left text-xs text-fg-3">
            <th className="px-2 py-2 font-medium">{t('monitor.program.order')}</th>
            <th className="px-2 py-2 font-medium">{t('monitor.program.cover')}</th>
            <th className="px-2 py-2 font-medium">{t('monitor.program.name')}</th>
            <th className="px-2 py-2 font-medium">{t('monitor.program.duration')}</th>
            <th className="px-2 py-2 font-medium">{t('monitor.program.id')}</th>
          </tr>
        </thead>
        <tbody>
          {programs.map((p, i) => {
            const name = systemText(p.name, t);
            return (
              <tr key={p.id} className="border-b border-line last:border-0">
                <td className="px-2 py-2 tabular-nums text-fg-2">{p.order}</td>
                <td className="px-2 py-1.5">
                  <span
                    role="img"
                    aria-label={t('monitor.program.coverOf', { name })}
                    title={p.cover}
                    className="flex h-9 w-16 items-center justify-center rounded text-sm font-semibold text-white dark:text-canvas"
                    style={{ background: colorAt(i) }}
                  >
                    {name.slice(0, 1)}
                  </span>
                </td>
                <td className="px-2 py-2 text-fg">
                  <span className="mr-2">{name}</span>
                  {p.auditFailed && <Tag color="red">{t('monitor.program.auditFailed')}</Tag>}
                </td>
                <td className="px-2 py-2 tabular-nums text-fg-2">{p.duration}</td>
                <td className="px-2 py-2 font-mono text-xs text-fg-2">{p.id}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function ProgramPanel({
  studio,
  method,
  onMethod,
}: {
  studio: MonitorStudio;
  method: string;
  onMethod(m: string): void;
}) {
  const { t } = useT();
  return (
    <Panel title={t('monitor.program.title')}>
      <div className="flex flex-col gap-3">
        <LiveMethods methods={studio.liveMethods} value={method} onChange={onMethod} />
        <ProgramList programs={studio.programs} />
      </div>
    </Panel>
  );
}
