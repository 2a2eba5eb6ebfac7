/** User Setting · certification: the enterprise certification (seed §3) and its records. */
import { useMemo } from 'react';
import { withdrawCertification, type Certification, type Certifications } from '#core/api';
import { useApi, useT } from '../../../hooks/app-context.tsx';
import { useRegisterCommands } from '../../../hooks/use-commands.ts';
import { Tag } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { confirm } from '../../../components/ui/confirm-store.ts';
import { toast } from '../../../components/ui/toast.ts';
import type { Column } from '../../../components/data/columns.ts';
import { DataTable } from '../../../components/data/data-table.tsx';
import { useSubmit } from '../../../components/data/use-submit.ts';
import { Descriptions, Panel } from '../../../components/template-kit/panel.tsx';
import { certificationColor } from '../../../components/template-kit/certification-status.ts';

export function CertificationTab({ data, onChanged }: { data: Certifications; onChanged(): void }) {
  const api = useApi();
  const { t, formatDateTime } = useT();
  const submit = useSubmit({ inline: false });
  const info = data.enterpriseInfo;

  const withdraw = async (row: Certification) => {
    const ok = await confirm({
      title: t('template.cert.withdrawConfirm'),
      body: t('template.cert.withdrawBody', { name: row.enterpriseName }),
      okText: t('template.cert.withdraw'),
      danger: true,
    });
    if (!ok) return;
    const result = await submit.run(() => withdrawCertification(api, row.id));
    if (result.ok) {
      toast.success(t('template.cert.withdrawn'));
      onChanged();
    }
  };

  // One command per record under audit, as each such row shows Withdraw.
  useRegisterCommands(
    data.records
      .filter((r) => r.status === 'auditing')
      .map((r) => ({
        id: `userSetting:withdraw:${r.id}`,
        title: `${t('template.cmd.userSetting.withdraw')} · ${r.enterpriseName}`,
        group: 'page' as const,
        icon: 'close',
        run: () => void withdraw(r),
      })),
    [t, data.records],
  );

  const columns = useMemo<Column<Certification>[]>(
    () => [
      {
        key: 'at',
        title: t('template.cert.time'),
        render: (r) => <span className="tabular-nums">{formatDateTime(r.at)}</span>,
      },
      {
        key: 'accountType',
        title: t('template.cert.accountType'),
        render: (r) => t(`template.cert.accountType.${r.accountType}`),
      },
      {
        key: 'enterpriseName',
        title: t('template.cert.enterpriseName'),
        render: (r) => r.enterpriseName,
      },
      {
        key: 'status',
        title: t('template.cert.status'),
        render: (r) => (
          <Tag color={certificationColor(r.status)}>{t(`template.cert.status.${r.status}`)}</Tag>
        ),
      },
      {
        key: 'action',
        title: t('template.form.actions'),
        render: (r) =>
          r.status === 'auditing' ? (
            <Button size="sm" variant="link" onClick={() => void withdraw(r)}>
              {t('template.cert.withdraw')}
            </Button>
          ) : (
            <span className="text-fg-3">—</span>
          ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, formatDateTime],
  );

  return (
    <div className="flex flex-col gap-4">
      <Panel title={t('template.cert.enterprise')} level={3}>
        {info ? (
          <Descriptions
            items={[
              {
                label: t('template.cert.accountType'),
                value: t(`template.cert.accountType.${info.accountType}`),
              },
              {
                label: t('template.cert.status'),
                value: (
                  <Tag color={certificationColor(info.status)}>
                    {t(`template.cert.status.${info.status}`)}
                  </Tag>
                ),
              },
              { label: t('template.cert.time'), value: formatDateTime(info.at) },
              { label: t('template.cert.legalPersonName'), value: info.legalPersonName },
              {
                label: t('template.cert.certificateType'),
                value: t(`template.cert.certificateType.${info.certificateType}`),
              },
              { label: t('template.cert.certificationNumber'), value: info.certificationNumber },
              { label: t('template.cert.enterpriseName'), value: info.enterpriseName },
              {
                label: t('template.cert.enterpriseCertificateType'),
                value: t(`template.cert.certificateType.${info.enterpriseCertificateType}`),
              },
              { label: t('template.cert.organizationCode'), value: info.organizationCode },
            ]}
          />
        ) : (
          <p className="text-sm text-fg-3">{t('template.cert.none')}</p>
        )}
      </Panel>
      <Panel title={t('template.cert.records')} level={3}>
        <DataTable
          label={t('template.cert.records')}
          columns={columns}
          rows={data.records}
          rowKey={(r) => String(r.id)}
          density="small"
        />
      </Panel>
    </div>
  );
}
