import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { ROUTE_BY_NAME, type RouteName } from '#core/access';
import { getWorkbench } from '#core/api';
import type { WorkbenchFigures } from '#core/types';
import { useApi, useSession, useT } from '../../hooks/app-context.tsx';
import { useRegisterCommands } from '../../hooks/use-commands.ts';
import { Money } from '../../components/data/money.tsx';
import { RefreshButton } from '../../components/data/table-settings.tsx';
import { ErrorBlock } from '../../components/data/table-states.tsx';
import { useResource } from '../../components/data/use-resource.ts';
import { RecentList } from './components/recent-list.tsx';
import { SettlementChart } from './components/settlement-chart.tsx';
import { StatCard } from './components/stat-card.tsx';
import { TemplateSections } from './components/template-sections.tsx';

function Panel({
  title,
  children,
  extra,
}: {
  title: string;
  children: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <section className="rounded-lg border border-line bg-surface p-4">
      <div className="mb-3 flex items-center justify-between">
        <h2 className="text-sm font-semibold text-fg">{title}</h2>
        {extra}
      </div>
      {children}
    </section>
  );
}

export default function WorkbenchPage() {
  const api = useApi();
  const { t, formatNumber } = useT();
  const { user, isAdmin } = useSession();
  const [, navigate] = useLocation();
  const figures = useResource<WorkbenchFigures>((signal) => getWorkbench(api, { signal }), [api]);
  const go = (name: RouteName, query = '') => {
    const route = ROUTE_BY_NAME.get(name);
    if (route) navigate(query ? `${route.path}?${query}` : route.path);
  };
  useRegisterCommands(
    [
      {
        id: 'workbench:refresh',
        title: t('workbench.refresh'),
        group: 'page',
        icon: 'refresh',
        run: figures.refetch,
      },
      {
        id: 'workbench:failed-settlements',
        title: t('workbench.failedSettlements'),
        group: 'page',
        icon: 'alert',
        keywords: ['failed', 'failure', 'settlements', '失败', '结算失败'],
        run: () => go('SettleList', 'status=failed'),
      },
    ],
    [t],
  );
  /** A review queue's pending count; with `route`, a link to the queue (for whoever may open it). */
  const pending = (label: string, n: number, route?: RouteName) => (
    <StatCard
      label={label}
      value={formatNumber(n)}
      tone={n > 0 ? 'warning' : undefined}
      onOpen={route ? () => go(route) : undefined}
      openLabel={t('workbench.open')}
    />
  );
  const f = figures.data;
  // Sent by the server only to someone who may decide change reviews (an admin).
  const changes = f?.pendingChangeReviews;

  return (
    <div className="flex flex-col gap-4 p-4">
      <div className="flex items-center gap-3">
        <h1 className="text-lg font-semibold text-fg">
          {t('workbench.welcome', { name: user?.name || user?.username || '' })}
        </h1>
        <div className="ml-auto">
          <RefreshButton onClick={figures.refetch} loading={figures.loading} />
        </div>
      </div>
      {figures.error ? (
        <div className="rounded-lg border border-line bg-surface p-8">
          <ErrorBlock error={figures.error} onRetry={figures.refetch} />
        </div>
      ) : !f ? (
        <div role="status" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <span className="sr-only">{t('data.state.loading')}</span>
          {Array.from({ length: 8 }, (_, i) => (
            <div key={i} className="h-24 animate-pulse rounded-lg bg-surface-3" />
          ))}
        </div>
      ) : (
        <>
          <div
            className={`grid grid-cols-2 gap-3 ${changes ? 'lg:grid-cols-3' : 'lg:grid-cols-4'}`}
          >
            {pending(
              t('workbench.pendingDeposits'),
              f.pendingDepositRequests,
              isAdmin ? 'BzjCheckList' : undefined,
            )}
            {pending(
              t('workbench.pendingMerchants'),
              f.pendingMerchantReviews,
              isAdmin ? 'BzjCheckMerchantList' : undefined,
            )}
            {changes &&
              pending(t('workbench.pendingOrgReviews'), changes.orgRouting, 'OrgReviewList')}
            {changes &&
              pending(t('workbench.pendingAdminGrants'), changes.adminGrants, 'AdminGrantList')}
            <StatCard
              label={t('workbench.shortfall')}
              value={<Money fen={f.deposit.shortfallFen} />}
              sub={t('workbench.shortfallAccounts', {
                count: formatNumber(f.deposit.shortfallAccounts),
              })}
              tone={f.deposit.shortfallFen > 0 ? 'warning' : undefined}
              onOpen={() => go('BzjList', 'shortfall=true')}
              openLabel={t('workbench.open')}
            />
            <StatCard
              label={t('workbench.failedSettlements')}
              value={formatNumber(f.failedSettlements)}
              tone={f.failedSettlements > 0 ? 'danger' : undefined}
              onOpen={() => go('SettleList', 'status=failed')}
              openLabel={t('workbench.open')}
            />
          </div>
          <div className="grid gap-4 xl:grid-cols-[2fr_1fr]">
            <Panel title={t('workbench.settlementsThisMonth')}>
              <dl className="mb-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
                {[
                  [
                    t('workbench.count'),
                    <span key="c" className="tabular-nums">
                      {formatNumber(f.settlementsThisMonth.count)}
                    </span>,
                  ],
                  [
                    t('settlements.field.gross'),
                    <Money key="g" fen={f.settlementsThisMonth.grossFen} />,
                  ],
                  [
                    t('settlements.field.fee'),
                    <Money key="f" fen={f.settlementsThisMonth.feeFen} />,
                  ],
                  [
                    t('settlements.field.net'),
                    <Money key="n" fen={f.settlementsThisMonth.netFen} />,
                  ],
                ].map(([label, value]) => (
                  <div key={String(label)}>
                    <dt className="text-xs text-fg-3">{label}</dt>
                    <dd className="font-medium text-fg">{value}</dd>
                  </div>
                ))}
              </dl>
              <div className="h-64">
                <SettlementChart days={f.settlementsByDay} />
              </div>
            </Panel>
            <div className="flex flex-col gap-4">
              <Panel title={t('workbench.deposits')}>
                <dl className="grid grid-cols-[1fr_auto] gap-y-1.5 text-sm">
                  <dt className="text-fg-2">{t('workbench.accounts')}</dt>
                  <dd className="text-right tabular-nums">{formatNumber(f.deposit.accounts)}</dd>
                  <dt className="text-fg-2">{t('deposits.field.required')}</dt>
                  <dd className="text-right">
                    <Money fen={f.deposit.requiredFen} />
                  </dd>
                  <dt className="text-fg-2">{t('deposits.field.paid')}</dt>
                  <dd className="text-right">
                    <Money fen={f.deposit.paidFen} />
                  </dd>
                  <dt className="text-fg-2">{t('deposits.field.frozen')}</dt>
                  <dd className="text-right">
                    <Money fen={f.deposit.frozenFen} />
                  </dd>
                  <dt className="text-fg-2">{t('deposits.field.shortfall')}</dt>
                  <dd className="text-right">
                    <Money
                      fen={f.deposit.shortfallFen}
                      className={f.deposit.shortfallFen > 0 ? 'text-warning' : ''}
                    />
                  </dd>
                </dl>
              </Panel>
              <Panel title={t('workbench.recent.title')}>
                <RecentList />
              </Panel>
            </div>
          </div>
        </>
      )}
      <TemplateSections />
    </div>
  );
}
