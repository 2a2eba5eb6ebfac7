/**
 * The template's workplace sections (seed §2), under the business workbench: balance, pending and
 * renewal orders, online content, popular content by text / image / video, category percentages,
 * announcements and quick operation. Data: GET /workplace/overview.
 */
import { useState } from 'react';
import { getWorkplaceOverview, type WorkplaceOverview } from '#core/api';
import { useApi, useT } from '../../../hooks/app-context.tsx';
import { Money } from '../../../components/data/money.tsx';
import { useResource } from '../../../components/data/use-resource.ts';
import { Tag, type TagColor } from '../../../components/ui/badge.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { FigureCard } from '../../../components/charts/figure-card.tsx';
import { percentFormat } from '../../../components/charts/format.ts';
import { PieChart } from '../../../components/charts/pie-chart.tsx';
import { termText } from '../../../components/charts/terms.ts';
import { Panel } from '../../../components/template-kit/panel.tsx';
import { ResourceView } from '../../../components/template-kit/resource-view.tsx';
import { QuickOperations } from './quick-operations.tsx';

const POPULAR = ['text', 'image', 'video'] as const;
const ANNOUNCEMENT_COLORS: Record<string, TagColor> = {
  activity: 'orange',
  message: 'blue',
  notice: 'green',
};

function PopularContent({ popular }: { popular: WorkplaceOverview['popularContent'] }) {
  const { t, formatNumber } = useT();
  const [tab, setTab] = useState<(typeof POPULAR)[number]>('text');
  return (
    <Tabs value={tab} onValueChange={(v) => setTab(v as (typeof POPULAR)[number])}>
      <TabsList aria-label={t('workplace.popular.title')}>
        {POPULAR.map((k) => (
          <TabsTrigger key={k} value={k}>
            {t(`workplace.popular.${k}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      {POPULAR.map((k) => (
        <TabsContent key={k} value={k} className="pt-2">
          <table className="w-full text-sm">
            <caption className="sr-only">{t(`workplace.popular.${k}`)}</caption>
            <thead>
              <tr className="border-b border-line text-left text-xs text-fg-3">
                <th className="w-12 py-2 font-medium">{t('workplace.popular.rank')}</th>
                <th className="py-2 font-medium">{t('workplace.popular.content')}</th>
                <th className="py-2 text-right font-medium">{t('workplace.popular.clicks')}</th>
                <th className="py-2 text-right font-medium">{t('workplace.popular.increase')}</th>
              </tr>
            </thead>
            <tbody>
              {popular[k].map((p) => (
                <tr key={p.rank} className="border-b border-line last:border-0">
                  <td className="py-2 tabular-nums text-fg-2">{p.rank}</td>
                  <td className="max-w-0 truncate py-2 pr-2 text-fg">{p.title}</td>
                  <td className="py-2 text-right tabular-nums">{formatNumber(p.clicks)}</td>
                  <td
                    className={`py-2 text-right tabular-nums ${p.increase >= 0 ? 'text-success' : 'text-danger'}`}
                  >
                    {p.increase >= 0 ? '+' : ''}
                    {formatNumber(p.increase)}%
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TabsContent>
      ))}
    </Tabs>
  );
}

function Sections({ data }: { data: WorkplaceOverview }) {
  const { t, locale, formatNumber } = useT();
  const share = percentFormat(locale);
  return (
    <>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <FigureCard title={t('workplace.balance')} value={<Money fen={data.balanceFen} />} />
        <FigureCard title={t('workplace.pendingOrders')} value={formatNumber(data.pendingOrders)} />
        <FigureCard title={t('workplace.renewalOrders')} value={formatNumber(data.renewalOrders)} />
        <FigureCard
          title={t('workplace.onlineContent')}
          value={formatNumber(data.onlineContent)}
          trend={data.contentTrend.map((p) => p.value)}
        />
      </div>
      <div className="grid min-w-0 gap-4 xl:grid-cols-[2fr_1fr]">
        <div className="grid min-w-0 gap-4 lg:grid-cols-2">
          <Panel title={t('workplace.popular.title')}>
            <PopularContent popular={data.popularContent} />
          </Panel>
          <Panel title={t('workplace.categories.title')}>
            <div className="h-64">
              <PieChart
                label={t('workplace.categories.title')}
                slices={data.categories.map((c) => ({
                  name: termText(c.name, t),
                  value: c.percent,
                }))}
                format={(bp) => share(bp / 10_000)}
                formatShare={share}
                totalLabel={t('workplace.categories.total')}
              />
            </div>
          </Panel>
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <QuickOperations proposed={data.quickOperations} />
          <Panel title={t('workplace.announcements.title')}>
            <ul className="flex flex-col gap-2 text-sm">
              {data.announcements.map((a, i) => (
                <li key={i} className="flex min-w-0 items-center gap-2">
                  <Tag color={ANNOUNCEMENT_COLORS[a.type] ?? 'gray'}>
                    {t(`workplace.announcements.${a.type}`)}
                  </Tag>
                  <span className="min-w-0 truncate text-fg-2" title={a.title}>
                    {a.title}
                  </span>
                </li>
              ))}
            </ul>
          </Panel>
        </div>
      </div>
    </>
  );
}

export function TemplateSections() {
  const api = useApi();
  const overview = useResource((signal) => getWorkplaceOverview(api, { signal }), [api]);
  return (
    <ResourceView resource={overview} rows={2}>
      {(data) => <Sections data={data} />}
    </ResourceView>
  );
}
