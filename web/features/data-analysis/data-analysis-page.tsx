/**
 * Data analysis (seed §2 analysis pages): the headline figures, the content trend with a period
 * switch, publishing by content type, the popular authors and the live content-set shares.
 */
import { useState } from 'react';
import { getAnalysisOverview, type AnalysisOverview } from '#core/api';
import { useT } from '../../hooks/app-context.tsx';
import { BarChart } from '../../components/charts/bar-chart.tsx';
import { FigureCard } from '../../components/charts/figure-card.tsx';
import { compactFormat, percentFormat, shortDate } from '../../components/charts/format.ts';
import { LineChart } from '../../components/charts/line-chart.tsx';
import { PeriodSwitch } from '../../components/charts/period-switch.tsx';
import { PieChart } from '../../components/charts/pie-chart.tsx';
import { termText } from '../../components/charts/terms.ts';
import { Panel } from '../../components/template-kit/panel.tsx';
import { resourcePage } from '../../components/template-kit/resource-page.tsx';

const FIGURES = ['contentProduction', 'contentClicks', 'contentExposure', 'activeUsers'] as const;

function Authors({ authors }: { authors: AnalysisOverview['authors'] }) {
  const { t, formatNumber } = useT();
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t('analysis.authors.title')}</caption>
      <thead>
        <tr className="border-b border-line text-left text-xs text-fg-3">
          <th className="py-2 pr-2 font-medium">{t('analysis.authors.rank')}</th>
          <th className="py-2 pr-2 font-medium">{t('analysis.authors.author')}</th>
          <th className="py-2 pr-2 text-right font-medium">{t('analysis.authors.contents')}</th>
          <th className="py-2 text-right font-medium">{t('analysis.authors.clicks')}</th>
        </tr>
      </thead>
      <tbody>
        {authors.map((a) => (
          <tr key={a.rank} className="border-b border-line last:border-0">
            <td className="py-2 pr-2 tabular-nums text-fg-2">{a.rank}</td>
            <td className="py-2 pr-2 text-fg">{termText(a.author, t)}</td>
            <td className="py-2 pr-2 text-right tabular-nums">{formatNumber(a.contentCount)}</td>
            <td className="py-2 text-right tabular-nums">{formatNumber(a.clickCount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Overview({ data }: { data: AnalysisOverview }) {
  const { t, locale, formatNumber } = useT();
  const [days, setDays] = useState(14);
  const compact = compactFormat(locale);
  const trend = data.trend.slice(-days);
  const publishingLabels = data.contentPublishing[0]?.series.map((p) => p.date) ?? [];
  const byType = new Map<string, number>();
  for (const row of data.contentSets)
    byType.set(row.contentType, (byType.get(row.contentType) ?? 0) + row.sets);
  const online = data.contentSets
    .filter((r) => r.status === 'online')
    .reduce((s, r) => s + r.sets, 0);
  const allSets = data.contentSets.reduce((s, r) => s + r.sets, 0);

  return (
    <>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {FIGURES.map((k) => (
          <FigureCard
            key={k}
            title={t(`analysis.figure.${k}`)}
            value={formatNumber(data.figures[k])}
          />
        ))}
      </div>
      <div className="grid min-w-0 gap-4 xl:grid-cols-[2fr_1fr]">
        <Panel
          title={t('analysis.trend.title')}
          extra={
            <PeriodSwitch
              label={t('analysis.period')}
              options={[7, 14]}
              value={days}
              onChange={setDays}
              format={(n) => t('analysis.days', { n })}
            />
          }
        >
          <div className="h-72">
            <LineChart
              label={t('analysis.trend.title')}
              labels={trend.map((p) => p.date)}
              series={[{ name: t('analysis.trend.series'), values: trend.map((p) => p.value) }]}
              format={compact}
              formatLabel={shortDate}
              area
            />
          </div>
        </Panel>
        <Panel title={t('analysis.authors.title')}>
          <Authors authors={data.authors} />
        </Panel>
      </div>
      <div className="grid min-w-0 gap-4 xl:grid-cols-[2fr_1fr]">
        <Panel title={t('analysis.publishing.title')}>
          <div className="h-72">
            <BarChart
              label={t('analysis.publishing.title')}
              legendLabel={t('analysis.legend')}
              labels={publishingLabels}
              series={data.contentPublishing.map((s) => ({
                name: termText(s.name, t),
                values: s.series.map((p) => p.value),
              }))}
              format={compact}
              formatLabel={shortDate}
            />
          </div>
        </Panel>
        <Panel
          title={t('analysis.sets.title')}
          extra={
            <span className="text-xs text-fg-3">
              {t('analysis.sets.online', {
                online: formatNumber(online),
                all: formatNumber(allSets),
              })}
            </span>
          }
        >
          <div className="h-72">
            <PieChart
              label={t('analysis.sets.title')}
              slices={[...byType].map(([type, value]) => ({
                name: t(`template.contentSet.type.${type}`),
                value,
              }))}
              format={formatNumber}
              formatShare={percentFormat(locale)}
              totalLabel={t('analysis.sets.total')}
            />
          </div>
        </Panel>
      </div>
    </>
  );
}

export default resourcePage({
  title: 'menu.visualization.dataAnalysis',
  load: getAnalysisOverview,
  refresh: { id: 'analysis:refresh', title: 'analysis.refresh' },
  view: Overview,
});
