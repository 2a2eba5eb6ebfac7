import { useState } from 'react';
import { getDepositAccount, type DepositRequestInput } from '#core/api';
import type { DepositAccountDetail } from '#core/types';
import { useApi, useT } from '../../../hooks/app-context.tsx';
import { DetailDrawer, Fields, Section } from '../../../components/data/detail-drawer.tsx';
import { Money } from '../../../components/data/money.tsx';
import { RecordStatus } from '../../../components/data/record-status.tsx';
import { useResource } from '../../../components/data/use-resource.ts';
import { allowedRequestKinds } from '#core/deposits';
import { HistoryTimeline } from './history-timeline.tsx';
import { RequestDialog } from './request-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';

interface Props {
  accountNo: string;
  onClose(): void;
  /** The list reloads after a request is submitted. */
  onChanged(): void;
}

/** One deposit account: its figures, its requests and its history, and the request actions. */
export function DepositDetailDrawer({ accountNo, onClose, onChanged }: Props) {
  const api = useApi();
  const { t, formatDateTime } = useT();
  const detail = useResource<DepositAccountDetail>(
    accountNo ? (signal) => getDepositAccount(api, accountNo, { signal }) : null,
    [api, accountNo],
  );
  const [kind, setKind] = useState<DepositRequestInput['kind'] | null>(null);
  const account = detail.data && detail.data.accountNo === accountNo ? detail.data : undefined;
  const hasPending = account?.requests.some((r) => r.status === 'pending') ?? false;
  const kinds = account ? allowedRequestKinds(account) : [];

  return (
    <DetailDrawer
      open={!!accountNo}
      onClose={onClose}
      title={<span className="font-mono">{accountNo}</span>}
      meta={account && <RecordStatus kind="deposit" value={account.status} />}
      loading={!account && detail.loading}
      error={detail.error}
      onRetry={detail.refetch}
      footer={
        account && (
          <>
            {hasPending && (
              <span className="mr-auto self-center text-xs text-warning">
                {t('deposits.detail.pendingHint')}
              </span>
            )}
            {kinds.map((k) => (
              <Button
                variant={k === 'top_up' ? 'primary' : 'outline'}
                key={k}
                disabled={hasPending}
                onClick={() => setKind(k)}
              >
                {t(`requestKind.deposit.${k}`)}
              </Button>
            ))}
          </>
        )
      }
    >
      {account && (
        <>
          <Section title={t('deposits.detail.figures')}>
            <Fields
              items={[
                { label: t('deposits.field.institution'), value: account.institutionName },
                {
                  label: t('deposits.field.merchant'),
                  value: account.merchantName
                    ? `${account.merchantName} (${account.merchantNo})`
                    : '—',
                },
                { label: t('deposits.field.required'), value: <Money fen={account.requiredFen} /> },
                { label: t('deposits.field.paid'), value: <Money fen={account.paidFen} /> },
                { label: t('deposits.field.frozen'), value: <Money fen={account.frozenFen} /> },
                {
                  label: t('deposits.field.available'),
                  value: <Money fen={account.availableFen} />,
                },
                {
                  label: t('deposits.field.shortfall'),
                  value: (
                    <Money
                      fen={account.shortfallFen}
                      className={account.shortfallFen > 0 ? 'font-medium text-warning' : ''}
                    />
                  ),
                },
                { label: t('data.common.createdAt'), value: formatDateTime(account.createdAt) },
              ]}
            />
          </Section>
          <Section title={t('deposits.detail.requests')}>
            {account.requests.length === 0 ? (
              <p className="text-sm text-fg-3">{t('deposits.detail.noRequests')}</p>
            ) : (
              <table className="w-full text-sm">
                <thead className="text-left text-xs text-fg-3">
                  <tr>
                    <th className="py-1 pr-2 font-normal">{t('deposits.request.kind')}</th>
                    <th className="py-1 pr-2 text-right font-normal">
                      {t('deposits.request.amount')}
                    </th>
                    <th className="py-1 pr-2 font-normal">{t('data.common.status')}</th>
                    <th className="py-1 pr-2 font-normal">{t('deposits.request.submitted')}</th>
                    <th className="py-1 font-normal">{t('deposits.request.decided')}</th>
                  </tr>
                </thead>
                <tbody>
                  {account.requests.map((r) => (
                    <tr key={r.id} className="border-t border-line align-top">
                      <td className="py-1.5 pr-2">{t(`requestKind.deposit.${r.kind}`)}</td>
                      <td className="py-1.5 pr-2 text-right">
                        <Money fen={r.amountFen} />
                      </td>
                      <td className="py-1.5 pr-2">
                        <RecordStatus kind="decision" value={r.status} />
                        {r.reason && <div className="mt-0.5 text-xs text-fg-3">{r.reason}</div>}
                      </td>
                      <td className="py-1.5 pr-2 text-xs text-fg-2">
                        {r.submittedBy}
                        <div className="tabular-nums text-fg-3">
                          {formatDateTime(r.submittedAt)}
                        </div>
                      </td>
                      <td className="py-1.5 text-xs text-fg-2">
                        {r.decidedBy ?? '—'}
                        {r.decidedAt && (
                          <div className="tabular-nums text-fg-3">
                            {formatDateTime(r.decidedAt)}
                          </div>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </Section>
          <Section title={t('deposits.detail.history')}>
            <HistoryTimeline entries={account.history} />
          </Section>
          {kind && (
            <RequestDialog
              account={account}
              kind={kind}
              onClose={() => setKind(null)}
              onSubmitted={() => {
                setKind(null);
                detail.refetch();
                onChanged();
              }}
            />
          )}
        </>
      )}
    </DetailDrawer>
  );
}
