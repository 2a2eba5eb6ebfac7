import { getSettlement, retrySettlement } from '#core/api';
import { systemText } from '#core/i18n/catalogue';
import type { Settlement } from '#core/types';
import { useApi, useT } from '../../../hooks/app-context.tsx';
import { usePermission } from '../../../hooks/use-permission.ts';
import { toast } from '../../../components/ui/toast.ts';
import { DetailDrawer, Fields, Section } from '../../../components/data/detail-drawer.tsx';
import { Money, Percent } from '../../../components/data/money.tsx';
import { RecordStatus } from '../../../components/data/record-status.tsx';
import { useResource } from '../../../components/data/use-resource.ts';
import { useSubmit } from '../../../components/data/use-submit.ts';
import { Button } from '../../../components/ui/button.tsx';

/** One settlement with every figure; an admin can send a failed one back to pending. */
export function SettlementDrawer({
  settlementNo,
  onClose,
  onChanged,
}: {
  settlementNo: string;
  onClose(): void;
  onChanged(): void;
}) {
  const api = useApi();
  const { t, formatDateTime } = useT();
  const isAdmin = usePermission(['admin']);
  const detail = useResource<Settlement>(
    settlementNo ? (signal) => getSettlement(api, settlementNo, { signal }) : null,
    [api, settlementNo],
  );
  const s = detail.data && detail.data.settlementNo === settlementNo ? detail.data : undefined;
  const retry = useSubmit({ inline: false });

  const onRetry = async () => {
    if (!s) return;
    const r = await retry.run(() => retrySettlement(api, s.settlementNo, s.version));
    if (r.ok) {
      toast.success(t('settlements.retry.done', { no: s.settlementNo }));
      detail.mutate(() => r.value);
      onChanged();
    }
  };

  return (
    <DetailDrawer
      open={!!settlementNo}
      onClose={onClose}
      title={<span className="font-mono">{settlementNo}</span>}
      meta={s && <RecordStatus kind="settlement" value={s.status} />}
      loading={!s && detail.loading}
      error={detail.error}
      onRetry={detail.refetch}
      footer={
        s?.status === 'failed' &&
        isAdmin && (
          <Button variant="primary" disabled={retry.pending} onClick={onRetry}>
            {t('settlements.action.retry')}
          </Button>
        )
      }
    >
      {s && (
        <>
          {s.failureReason && (
            <p
              role="note"
              className="mb-4 rounded border border-danger/30 bg-danger/5 px-3 py-2 text-sm text-danger"
            >
              {t('settlements.field.failureReason')}: {systemText(s.failureReason, t)}
            </p>
          )}
          <Section title={t('settlements.section.parties')}>
            <Fields
              items={[
                {
                  label: t('settlements.field.period'),
                  value: <span className="tabular-nums">{s.period}</span>,
                },
                { label: t('settlements.field.org'), value: s.orgName },
                { label: t('settlements.field.institution'), value: s.institutionName },
                {
                  label: t('settlements.field.bankSerialNo'),
                  value: <span className="font-mono">{s.bankSerialNo ?? '—'}</span>,
                },
              ]}
            />
          </Section>
          <Section title={t('settlements.section.amounts')}>
            <dl className="grid grid-cols-[1fr_auto] gap-y-1.5 text-sm">
              <dt className="text-fg-2">{t('settlements.field.gross')}</dt>
              <dd className="text-right">
                <Money fen={s.grossFen} />
              </dd>
              <dt className="text-fg-2">
                {t('settlements.field.share')} (<Percent bp={s.shareBp} />)
              </dt>
              <dd className="text-right">
                <Money fen={s.shareFen} />
              </dd>
              <dt className="text-fg-2">{t('settlements.field.fee')}</dt>
              <dd className="text-right">
                <Money fen={-s.feeFen} />
              </dd>
              <dt className="border-t border-line pt-1.5 font-medium">
                {t('settlements.field.net')}
              </dt>
              <dd className="border-t border-line pt-1.5 text-right font-semibold">
                <Money fen={s.netFen} />
              </dd>
            </dl>
          </Section>
          <Section title={t('settlements.section.times')}>
            <Fields
              items={[
                { label: t('data.common.createdAt'), value: formatDateTime(s.createdAt) },
                { label: t('data.common.updatedAt'), value: formatDateTime(s.updatedAt) },
              ]}
            />
          </Section>
        </>
      )}
    </DetailDrawer>
  );
}
