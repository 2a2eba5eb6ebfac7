import { useState } from 'react';
import { getMerchant, setMerchantEnabled } from '#core/api';
import type { Merchant } from '#core/types';
import { useApi, useT } from '../../../hooks/app-context.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { DetailDrawer, Fields, Section } from '../../../components/data/detail-drawer.tsx';
import { RecordStatus } from '../../../components/data/record-status.tsx';
import { useResource } from '../../../components/data/use-resource.ts';
import { confirmStep } from '../../../components/data/confirm-step.ts';
import { useSubmit } from '../../../components/data/use-submit.ts';
import { ChangeDialog } from './change-dialog.tsx';
import { MaskedField } from './masked-field.tsx';
import { Button } from '../../../components/ui/button.tsx';

/** One merchant: every field (personal data masked, admin reveal), enable/disable, change request. */
export function MerchantDrawer({
  merchantNo,
  onClose,
  onChanged,
}: {
  merchantNo: string;
  onClose(): void;
  onChanged(): void;
}) {
  const api = useApi();
  const { t, formatDateTime } = useT();
  const detail = useResource<Merchant>(
    merchantNo ? (signal) => getMerchant(api, merchantNo, { signal }) : null,
    [api, merchantNo],
  );
  const m = detail.data && detail.data.merchantNo === merchantNo ? detail.data : undefined;
  const toggle = useSubmit({ inline: false });
  const [changing, setChanging] = useState(false);

  const setEnabled = async (enabled: boolean) => {
    if (!m) return;
    if (!enabled && !(await confirmStep(t, t('merchants.action.disable'), m.name))) return;
    const r = await toggle.run(() => setMerchantEnabled(api, m.merchantNo, enabled, m.version));
    if (r.ok) {
      toast.success(
        t(enabled ? 'merchants.done.enabled' : 'merchants.done.disabled', { no: m.merchantNo }),
      );
      detail.mutate(() => r.value);
      onChanged();
    }
  };

  return (
    <DetailDrawer
      open={!!merchantNo}
      onClose={onClose}
      title={m ? `${m.name}` : merchantNo}
      meta={
        m && (
          <>
            <span className="font-mono">{m.merchantNo}</span>
            <RecordStatus kind="merchant" value={m.status} />
          </>
        )
      }
      loading={!m && detail.loading}
      error={detail.error}
      onRetry={detail.refetch}
      footer={
        m && (
          <>
            {m.status === 'approved' && (
              <Button variant="outline" disabled={toggle.pending} onClick={() => setEnabled(false)}>
                {t('merchants.action.disable')}
              </Button>
            )}
            {m.status === 'disabled' && (
              <Button variant="outline" disabled={toggle.pending} onClick={() => setEnabled(true)}>
                {t('merchants.action.enable')}
              </Button>
            )}
            {(m.status === 'approved' || m.status === 'disabled') && (
              <Button variant="primary" onClick={() => setChanging(true)}>
                {t('merchants.action.change')}
              </Button>
            )}
          </>
        )
      }
    >
      {m && (
        <Section title={t('merchants.section.info')}>
          <Fields
            items={[
              { label: t('merchants.field.institution'), value: m.institutionName },
              {
                label: t('merchants.field.creditCode'),
                value: <span className="font-mono">{m.creditCode}</span>,
              },
              { label: t('merchants.field.legalPerson'), value: m.legalPerson },
              {
                label: t('merchants.field.idNo'),
                value: <MaskedField merchantNo={m.merchantNo} field="idNo" masked={m.idNo} />,
              },
              {
                label: t('merchants.field.contactPhone'),
                value: (
                  <MaskedField
                    merchantNo={m.merchantNo}
                    field="contactPhone"
                    masked={m.contactPhone}
                  />
                ),
              },
              {
                label: t('merchants.field.bankAccount'),
                value: (
                  <MaskedField
                    merchantNo={m.merchantNo}
                    field="bankAccount"
                    masked={m.bankAccount}
                  />
                ),
              },
              { label: t('data.common.createdAt'), value: formatDateTime(m.createdAt) },
              { label: t('data.common.updatedAt'), value: formatDateTime(m.updatedAt) },
            ]}
          />
          <p className="mt-3 text-xs text-fg-3">{t('merchants.hint.masked')}</p>
        </Section>
      )}
      {m && changing && (
        <ChangeDialog
          merchant={m}
          onClose={() => setChanging(false)}
          onSubmitted={() => {
            setChanging(false);
            onChanged();
          }}
        />
      )}
    </DetailDrawer>
  );
}
