/**
 * Quick operations on the live studio: change clarity, switch main / standby stream, remove
 * clarity, push the flow gasket. Each is a server call; the answer updates the preview and the
 * status, and the operation joins the list below (the server also writes it to the system log).
 */
import { useState } from 'react';
import type { MonitorOperation, MonitorStudio } from '#core/api';
import { useT } from '../../../hooks/app-context.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Panel } from '../../../components/template-kit/panel.tsx';

const SELECT =
  'h-8 min-w-0 flex-1 rounded-[4px] border border-transparent bg-surface-2 px-2 text-sm text-fg hover:bg-surface-3 focus-visible:border-primary-6 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-6/20';

export function QuickOperations({
  studio,
  busy,
  onRun,
}: {
  studio: MonitorStudio;
  busy: MonitorOperation | null;
  onRun(operation: MonitorOperation, clarity?: string): void;
}) {
  const { t, formatDateTime } = useT();
  const { info } = studio;
  const current = info.currentClarity ?? info.clarity[0] ?? '';
  const [picked, setPicked] = useState<string>('');
  const clarity = info.clarity.includes(picked)
    ? picked
    : (info.clarity.find((c) => c !== current) ?? current);
  const stream = info.activeStream ?? 'main';
  const log = [...(studio.operations ?? [])].reverse().slice(0, 6);

  return (
    <Panel title={t('monitor.ops.title')}>
      <div className="flex flex-col gap-3">
        <div className="flex items-center gap-2">
          <label htmlFor="monitor-clarity" className="shrink-0 text-sm text-fg-2">
            {t('monitor.ops.clarity')}
          </label>
          <select
            id="monitor-clarity"
            className={SELECT}
            value={clarity}
            disabled={info.clarity.length === 0}
            onChange={(e) => setPicked(e.target.value)}
          >
            {info.clarity.map((c) => (
              <option key={c} value={c}>
                {t(`monitor.clarity.${c}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid grid-cols-2 gap-2 [&>button]:h-auto [&>button]:min-h-8 [&>button]:justify-center [&>button]:whitespace-normal [&>button]:py-1 [&>button]:text-center">
          <Button
            variant="outline"
            loading={busy === 'changeClarity'}
            disabled={!clarity || busy !== null}
            onClick={() => onRun('changeClarity', clarity)}
          >
            {t('monitor.ops.changeClarity')}
          </Button>
          <Button
            variant="outline"
            className="text-danger hover:text-danger"
            loading={busy === 'removeClarity'}
            disabled={!clarity || busy !== null}
            onClick={() => onRun('removeClarity', clarity)}
          >
            {t('monitor.ops.removeClarity')}
          </Button>
          <Button
            variant="outline"
            loading={busy === 'switchStream'}
            disabled={busy !== null}
            onClick={() => onRun('switchStream')}
          >
            {t(stream === 'main' ? 'monitor.ops.toStandby' : 'monitor.ops.toMain')}
          </Button>
          <Button
            variant={info.gasket ? 'primary' : 'outline'}
            aria-pressed={Boolean(info.gasket)}
            loading={busy === 'pushGasket'}
            disabled={busy !== null}
            onClick={() => onRun('pushGasket')}
          >
            {t(info.gasket ? 'monitor.ops.stopGasket' : 'monitor.ops.pushGasket')}
          </Button>
        </div>
        <div>
          <h3 className="mb-1 text-xs font-medium text-fg-3">{t('monitor.ops.log')}</h3>
          {log.length === 0 ? (
            <p className="text-xs text-fg-3">{t('monitor.ops.logEmpty')}</p>
          ) : (
            <ol aria-label={t('monitor.ops.log')} className="divide-y divide-line text-xs">
              {log.map((o) => (
                <li key={o.id} className="flex flex-col py-1.5">
                  <span className="font-medium text-fg">
                    {t(`monitor.op.${o.operation}`)}
                    {o.value && (
                      <span className="ml-1 text-fg-2">· {t(`monitor.opValue.${o.value}`)}</span>
                    )}
                  </span>
                  <span className="text-fg-3">
                    {o.by} · {formatDateTime(o.at)}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
    </Panel>
  );
}
