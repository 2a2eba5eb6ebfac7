/**
 * Public opinion analysis (seed §2 analysis pages): the four opinion figures with their change and
 * trend, the trends side by side (period switch, legend), and the content-type shares.
 */
import { useState } from 'react';
import { getPublicOpinion, type PublicOpinion } from '#core/api';
import { useT } from '../../hooks/app-context.tsx';
import { colorAt } from '../../components/charts/chart-kit.tsx';
import { FigureCard } from '../../components/charts/figure-card.tsx';
import { compactFormat, percentFormat, shortDate } from '../../components/charts/format.ts';
import { LineChart } from '../../components/charts/line-chart.tsx';
import { PeriodSwitch } from '../../components/charts/period-switch.tsx';
import { PieChart } from '../../components/charts/pie-chart.tsx';
import { termText } from '../../components/charts/terms.ts';
import { Panel } from '../../components/template-kit/panel.tsx';
import { resourcePage } from '../../components/template-kit/resource-page.tsx';

function Opinion({ data }: { data: PublicOpinion }) {
  const { t, locale, formatNumber } = useT();
  const [days, setDays] = useState(7);
  const labels = (data.cards[0]?.chart ?? []).slice(-days).map((p) => p.date);
  return (
    <>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {data.cards.map((c, i) => (
          <FigureCard
            key={c.title}
            title={termText(c.title, t)}
            value={formatNumber(c.count)}
            up={c.increment}
            change={t(c.increment ? 'analysis.change.up' : 'analysis.change.down', {
              n: formatNumber(c.diff),
            })}
            trend={c.chart.map((p) => p.value)}
            color={colorAt(i)}
          />
        ))}
      </div>
      <div className="grid min-w-0 gap-4 xl:grid-cols-[2fr_1fr]">
        <Panel
          title={t('analysis.opinion.trend')}
          extra={
            <PeriodSwitch
              label={t('analysis.period')}
              options={[3, 7]}
              value={days}
              onChange={setDays}
              format={(n) => t('analysis.days', { n })}
            />
          }
        >
          <div className="h-80">
            <LineChart
              label={t('analysis.opinion.trend')}
              legendLabel={t('analysis.legend')}
              labels={labels}
              series={data.cards.map((c) => ({
                name: termText(c.title, t),
                values: c.chart.slice(-days).map((p) => p.value),
              }))}
              format={compactFormat(locale)}
              formatLabel={shortDate}
            />
          </div>
        </Panel>
        <Panel title={t('analysis.opinion.types')}>
          <div className="h-80">
            <PieChart
              label={t('analysis.opinion.types')}
              slices={data.contentTypes.map((c) => ({ name: termText(c.name, t), value: c.value }))}
              format={formatNumber}
              formatShare={percentFormat(locale)}
              totalLabel={t('analysis.opinion.total')}
            />
          </div>
        </Panel>
      </div>
      <Panel title={t('analysis.opinion.details')}>
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('analysis.opinion.details')}</caption>
            <thead>
              <tr className="border-b border-line text-left text-xs text-fg-3">
                <th className="py-2 pr-3 font-medium">{t('analysis.opinion.metric')}</th>
                <th className="py-2 pr-3 text-right font-medium">{t('analysis.opinion.count')}</th>
                <th className="py-2 pr-3 text-right font-medium">{t('analysis.opinion.change')}</th>
                {labels.map((l) => (
                  <th key={l} className="py-2 pr-3 text-right font-medium tabular-nums">
                    {shortDate(l)}
                  </th>
                ))}
                <th className="py-2 text-right font-medium">{t('analysis.opinion.peak')}</th>
              </tr>
            </thead>
            <tbody>
              {data.cards.map((c) => {
                const shown = c.chart.slice(-days);
                return (
                  <tr key={c.title} className="border-b border-line last:border-0">
                    <td className="py-2 pr-3 text-fg">{termText(c.title, t)}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{formatNumber(c.count)}</td>
                    <td
                      className={`py-2 pr-3 text-right tabular-nums ${c.increment ? 'text-success' : 'text-danger'}`}
                    >
                      {c.increment ? '+' : '−'}
                      {formatNumber(c.diff)}
                    </td>
                    {shown.map((p) => (
                      <td key={p.date} className="py-2 pr-3 text-right tabular-nums text-fg-2">
                        {formatNumber(p.value)}
                      </td>
                    ))}
                    <td className="py-2 text-right tabular-nums font-medium">
                      {formatNumber(Math.max(...shown.map((p) => p.value)))}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </Panel>
    </>
  );
}

export default resourcePage({
  title: 'menu.visualization.publicOpinion',
  load: getPublicOpinion,
  refresh: { id: 'opinion:refresh', title: 'analysis.opinion.refresh' },
  view: Opinion,
});
