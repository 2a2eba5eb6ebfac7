import { getProviderMerchant } from '#core/api';
import type { ProviderMerchantDetail } from '#core/types';
import { useApi, useT } from '../../../hooks/app-context.tsx';
import { DetailDrawer, Fields, Section } from '../../../components/data/detail-drawer.tsx';
import { Money } from '../../../components/data/money.tsx';
import { RecordStatus } from '../../../components/data/record-status.tsx';
import { useResource } from '../../../components/data/use-resource.ts';

const EVENT_DOT: Record<string, string> = {
  opened: 'bg-primary-6',
  card_bound: 'bg-success',
  balance_synced: 'bg-fg-3',
  failure: 'bg-danger',
};

/** A payment-provider merchant: every field and its event timeline (seed §2's detail drawer). */
export function ProviderDrawer({ providerNo, onClose }: { providerNo: string; onClose(): void }) {
  const api = useApi();
  const { t, formatDateTime, formatMoney } = useT();
  const detail = useResource<ProviderMerchantDetail>(
    providerNo ? (signal) => getProviderMerchant(api, providerNo, { signal }) : null,
    [api, providerNo],
  );
  const p = detail.data && detail.data.providerMerchantNo === providerNo ? detail.data : undefined;
  return (
    <DetailDrawer
      open={!!providerNo}
      onClose={onClose}
      title={<span className="font-mono">{providerNo}</span>}
      meta={p && <RecordStatus kind="binding" value={p.bindingStatus} />}
      loading={!p && detail.loading}
      error={detail.error}
      onRetry={detail.refetch}
    >
      {p && (
        <>
          <Section title={t('provider.section.info')}>
            <Fields
              items={[
                {
                  label: t('provider.field.providerMerchantNo'),
                  value: <span className="font-mono">{p.providerMerchantNo}</span>,
                },
                {
                  label: t('provider.field.subAccountNo'),
                  value: <span className="font-mono">{p.subAccountNo}</span>,
                },
                {
                  label: t('provider.field.merchant'),
                  value: p.merchantName ? `${p.merchantName} (${p.merchantNo})` : '—',
                },
                {
                  label: t('provider.field.bankCard'),
                  value: <span className="font-mono">{p.bankCard || '—'}</span>,
                },
                {
                  label: t('provider.field.bindingStatus'),
                  value: <RecordStatus kind="binding" value={p.bindingStatus} />,
                },
                { label: t('provider.field.balance'), value: <Money fen={p.balanceFen} /> },
                {
                  label: t('provider.field.lastSync'),
                  value: p.lastSyncAt ? formatDateTime(p.lastSyncAt) : '—',
                },
                { label: t('data.common.createdAt'), value: formatDateTime(p.createdAt) },
              ]}
            />
          </Section>
          <Section title={t('provider.section.events')}>
            {p.events.length === 0 ? (
              <p className="text-sm text-fg-3">{t('provider.events.none')}</p>
            ) : (
              <ol
                className="relative ml-1.5 border-l border-line"
                aria-label={t('provider.section.events')}
              >
                {p.events.map((e) => (
                  <li key={e.id} className="relative pb-3 pl-4 last:pb-0">
                    <span
                      aria-hidden
                      className={`absolute -left-[5px] top-1.5 h-2.5 w-2.5 rounded-full border-2 border-surface ${EVENT_DOT[e.kind] ?? 'bg-fg-3'}`}
                    />
                    <div className="flex flex-wrap items-baseline gap-x-2 text-sm">
                      <span
                        className={`font-medium ${e.kind === 'failure' ? 'text-danger' : 'text-fg'}`}
                      >
                        {t(`providerEvent.${e.kind}`)}
                      </span>
                      <time dateTime={e.at} className="tabular-nums text-xs text-fg-3">
                        {formatDateTime(e.at)}
                      </time>
                    </div>
                    {e.amountFen !== null && (
                      <p className="mt-0.5 text-sm text-fg-2">
                        {t('provider.events.amount', { amount: formatMoney(e.amountFen) })}
                      </p>
                    )}
                    {e.detail && <p className="mt-0.5 text-sm text-fg-2">{e.detail}</p>}
                  </li>
                ))}
              </ol>
            )}
          </Section>
        </>
      )}
    </DetailDrawer>
  );
}
