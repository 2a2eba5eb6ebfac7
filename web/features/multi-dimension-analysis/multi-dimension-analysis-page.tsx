/**
 * Multi-dimension data analysis (seed §2 analysis pages): today's figures, the interactions over
 * time (period switch, legend, line or bar), and the content themes as a radar.
 */
import { useState } from 'react';
import { getMultiDimension, type MultiDimension } from '#core/api';
import { useT } from '../../hooks/app-context.tsx';
import { BarChart } from '../../components/charts/bar-chart.tsx';
import { colorAt } from '../../components/charts/chart-kit.tsx';
import { FigureCard } from '../../components/charts/figure-card.tsx';
import { compactFormat, percentFormat, shortDate } from '../../components/charts/format.ts';
import { LineChart } from '../../components/charts/line-chart.tsx';
import { PeriodSwitch } from '../../components/charts/period-switch.tsx';
import { RadarChart } from '../../components/charts/radar-chart.tsx';
import { termText } from '../../components/charts/terms.ts';
import { Panel } from '../../components/template-kit/panel.tsx';
import { resourcePage } from '../../components/template-kit/resource-page.tsx';

function Dimensions({ data }: { data: MultiDimension }) {
  const { t, locale, formatNumber } = useT();
  const [days, setDays] = useState(12);
  const [kind, setKind] = useState<'line' | 'bar'>('line');
  const compact = compactFormat(locale);
  const labels = (data.activity[0]?.series ?? []).slice(-days).map((p) => p.date);
  const series = data.activity.map((s) => ({
    name: termText(s.name, t),
    values: s.series.slice(-days).map((p) => p.value),
  }));
  const Chart = kind === 'line' ? LineChart : BarChart;
  const dailyLabels = (data.overview[0]?.trend ?? []).slice(-days).map((p) => p.date);
  const themeTotal = data.contentTheme.reduce((sum, c) => sum + c.value, 0);
  const share = percentFormat(locale);
  return (
    <>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {data.overview.map((o, i) => {
          const last = o.trend.at(-1)?.value ?? 0;
          const before = o.trend.at(-2)?.value ?? last;
          return (
            <FigureCard
              key={o.title}
              title={termText(o.title, t)}
              value={formatNumber(o.value)}
              up={last >= before}
              change={t(last >= before ? 'analysis.change.up' : 'analysis.change.down', {
                n: formatNumber(Math.abs(last - before)),
              })}
              trend={o.trend.map((p) => p.value)}
              color={colorAt(i)}
            />
          );
        })}
      </div>
      <div className="grid min-w-0 gap-4 xl:grid-cols-[2fr_1fr]">
        <Panel
          title={t('analysis.multi.activity')}
          extra={
            <div className="flex flex-wrap items-center gap-2">
              <PeriodSwitch
                label={t('analysis.multi.chartKind')}
                options={[0, 1]}
                value={kind === 'line' ? 0 : 1}
                onChange={(n) => setKind(n === 0 ? 'line' : 'bar')}
                format={(n) => t(n === 0 ? 'analysis.multi.line' : 'analysis.multi.bar')}
              />
              <PeriodSwitch
                label={t('analysis.period')}
                options={[7, 12]}
                value={days}
                onChange={setDays}
                format={(n) => t('analysis.days', { n })}
              />
            </div>
          }
        >
          <div className="h-80">
            <Chart
              label={t('analysis.multi.activity')}
              legendLabel={t('analysis.legend')}
              labels={labels}
              series={series}
              format={compact}
              formatLabel={shortDate}
            />
          </div>
        </Panel>
        <Panel title={t('analysis.multi.theme')}>
          <div className="h-80">
            <RadarChart
              label={t('analysis.multi.theme')}
              axes={data.contentTheme.map((c) => termText(c.name, t))}
              series={[
                {
                  name: t('analysis.multi.themeSeries'),
                  values: data.contentTheme.map((c) => c.value),
                },
              ]}
              format={formatNumber}
            />
          </div>
        </Panel>
      </div>
      <div className="grid min-w-0 gap-4 xl:grid-cols-[2fr_1fr]">
        <Panel title={t('analysis.multi.daily')}>
          <div className="h-72">
            <BarChart
              label={t('analysis.multi.daily')}
              legendLabel={t('analysis.multi.dailyLegend')}
              labels={dailyLabels}
              series={data.overview.map((o) => ({
                name: termText(o.title, t),
                values: o.trend.slice(-days).map((p) => p.value),
              }))}
              format={compact}
              formatLabel={shortDate}
            />
          </div>
        </Panel>
        <Panel title={t('analysis.multi.themeShare')}>
          <table className="w-full text-sm">
            <caption className="sr-only">{t('analysis.multi.themeShare')}</caption>
            <thead>
              <tr className="border-b border-line text-left text-xs text-fg-3">
                <th className="py-2 pr-2 font-medium">{t('analysis.multi.themeName')}</th>
                <th className="py-2 pr-2 text-right font-medium">
                  {t('analysis.multi.themeSeries')}
                </th>
                <th className="w-2/5 py-2 font-medium">{t('analysis.multi.share')}</th>
              </tr>
            </thead>
            <tbody>
              {data.contentTheme.map((c) => {
                const part = themeTotal ? c.value / themeTotal : 0;
                return (
                  <tr key={c.name} className="border-b border-line last:border-0">
                    <td className="py-2 pr-2 text-fg">{termText(c.name, t)}</td>
                    <td className="py-2 pr-2 text-right tabular-nums">{formatNumber(c.value)}</td>
                    <td className="py-2">
                      <div className="flex items-center gap-2">
                        <div className="h-1.5 flex-1 rounded-full bg-surface-3">
                          <div
                            className="h-full rounded-full bg-primary-6"
                            style={{ width: `${part * 100}%` }}
                          />
                        </div>
                        <span className="w-12 text-right text-xs tabular-nums text-fg-2">
                          {share(part)}
                        </span>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </Panel>
      </div>
    </>
  );
}

export default resourcePage({
  title: 'menu.visualization.multiDimensionDataAnalysis',
  load: getMultiDimension,
  refresh: { id: 'multi:refresh', title: 'analysis.multi.refresh' },
  view: Dimensions,
});
