/** The studio preview (what viewers see now), its status and its information. */
import type { MonitorStudio } from '#core/api';
import { systemText } from '#core/i18n/catalogue';
import { useT } from '../../../hooks/app-context.tsx';
import { Tag } from '../../../components/ui/badge.tsx';
import { Descriptions, Panel } from '../../../components/template-kit/panel.tsx';

export function StudioPreview({ studio }: { studio: MonitorStudio }) {
  const { t } = useT();
  const { info } = studio;
  const stream = info.activeStream ?? 'main';
  const clarity = info.currentClarity ?? info.clarity[0];
  return (
    <Panel title={t('monitor.preview.title')}>
      <figure
        aria-label={t('monitor.preview.title')}
        className="relative aspect-video w-full overflow-hidden rounded-md bg-gradient-to-br from-slate-800 via-slate-900 to-black text-white"
      >
        {info.gasket && (
          <div
            data-testid="preview-gasket"
            className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-amber-500 text-center text-black"
          >
            <span className="text-lg font-semibold">{t('monitor.gasket.on')}</span>
            <span className="text-xs">{t('monitor.gasket.help')}</span>
          </div>
        )}
        <div className="absolute left-3 top-3 z-10 flex items-center gap-2">
          <span className="inline-flex items-center gap-1.5 rounded bg-red-600 px-2 py-0.5 text-xs font-semibold">
            <span aria-hidden className="size-1.5 animate-pulse rounded-full bg-white" />
            {t(`monitor.status.${studio.studio.status}`)}
          </span>
          <span data-testid="preview-stream" className="rounded bg-black/60 px-2 py-0.5 text-xs">
            {t(`monitor.stream.${stream}`)}
          </span>
        </div>
        <span
          data-testid="preview-clarity"
          className="absolute right-3 top-3 z-10 rounded bg-black/60 px-2 py-0.5 text-xs font-medium"
        >
          {clarity ? t(`monitor.clarity.${clarity}`) : t('monitor.clarity.none')}
        </span>
        <div className="flex h-full flex-col items-center justify-center gap-1 px-6 text-center">
          <span aria-hidden className="text-4xl opacity-80">
            ▶
          </span>
          <figcaption className="text-base font-medium">
            {systemText(studio.studio.title, t)}
          </figcaption>
          <span className="text-xs text-white/80">
            {stream === 'main' ? info.mainStream : info.standbyStream}
          </span>
        </div>
      </figure>
    </Panel>
  );
}

export function StudioStatus({ studio, method }: { studio: MonitorStudio; method: string }) {
  const { t } = useT();
  const { info } = studio;
  const clarity = info.currentClarity ?? info.clarity[0];
  return (
    <Panel title={t('monitor.status.title')}>
      <Descriptions
        columns={1}
        items={[
          {
            label: t('monitor.status.state'),
            value: <Tag color="red">{t(`monitor.status.${studio.studio.status}`)}</Tag>,
          },
          {
            label: t('monitor.status.stream'),
            value: t(`monitor.stream.${info.activeStream ?? 'main'}`),
          },
          {
            label: t('monitor.status.clarity'),
            value: clarity ? t(`monitor.clarity.${clarity}`) : t('monitor.clarity.none'),
          },
          {
            label: t('monitor.status.gasket'),
            value: info.gasket ? t('monitor.gasket.on') : t('monitor.gasket.off'),
          },
          { label: t('monitor.status.method'), value: t(`monitor.method.${method}`) },
        ]}
      />
    </Panel>
  );
}

export function StudioInfo({ studio }: { studio: MonitorStudio }) {
  const { t } = useT();
  return (
    <Panel title={t('monitor.info.title')}>
      <Descriptions
        columns={2}
        items={[
          { label: t('monitor.info.id'), value: studio.studio.id },
          { label: t('monitor.info.name'), value: systemText(studio.studio.name, t) },
          { label: t('monitor.info.title2'), value: systemText(studio.studio.title, t) },
          {
            label: t('monitor.info.clarities'),
            value: studio.info.clarity.map((c) => t(`monitor.clarity.${c}`)).join(' / '),
          },
          {
            label: t('monitor.info.mainStream'),
            value: <span className="break-all font-mono text-xs">{studio.info.mainStream}</span>,
          },
          {
            label: t('monitor.info.standbyStream'),
            value: <span className="break-all font-mono text-xs">{studio.info.standbyStream}</span>,
          },
        ]}
      />
    </Panel>
  );
}
