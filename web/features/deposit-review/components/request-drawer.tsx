import { getDepositAccount } from '#core/api';
import type { DepositRequest } from '#core/types';
import { useT } from '../../../hooks/app-context.tsx';
import { Fields, Section } from '../../../components/data/detail-drawer.tsx';
import { Money } from '../../../components/data/money.tsx';
import { RecordStatus } from '../../../components/data/record-status.tsx';
import { ReviewDrawer, useReviewSubject } from '../../../components/data/review/review-drawer.tsx';
import type { ReviewDrawerProps } from '../../../components/data/review/review-queue-page.tsx';

/** A deposit request with the account it would change, so the reviewer sees the effect. */
export function RequestDrawer(props: ReviewDrawerProps<DepositRequest>) {
  const { t, formatDateTime } = useT();
  const account = useReviewSubject(
    props.record?.accountNo,
    props.record?.status,
    getDepositAccount,
    (a) => a.accountNo,
  );
  const a = account.data;
  return (
    <ReviewDrawer {...props} title={(r) => <span className="font-mono">{r.accountNo}</span>}>
      {(request) => (
        <>
          <Section title={t('deposits.detail.requests')}>
            <Fields
              items={[
                { label: t('review.field.kind'), value: t(`requestKind.deposit.${request.kind}`) },
                { label: t('review.field.amount'), value: <Money fen={request.amountFen} /> },
                { label: t('deposits.field.institution'), value: request.institutionName },
                { label: t('review.field.note'), value: request.note || '—' },
                { label: t('review.field.submittedBy'), value: request.submittedBy },
                {
                  label: t('review.field.submittedAt'),
                  value: formatDateTime(request.submittedAt),
                },
                { label: t('review.field.decidedBy'), value: request.decidedBy ?? '—' },
                { label: t('review.field.reason'), value: request.reason ?? '—' },
              ]}
            />
          </Section>
          <Section title={t('deposits.detail.figures')}>
            {account.error ? (
              <p className="text-sm text-danger">{t('data.state.errorTitle')}</p>
            ) : !a ? (
              <div className="h-16 animate-pulse rounded bg-surface-2" />
            ) : (
              <div data-testid="account-figures">
                <Fields
                  items={[
                    {
                      label: t('data.common.status'),
                      value: <RecordStatus kind="deposit" value={a.status} />,
                    },
                    { label: t('deposits.field.required'), value: <Money fen={a.requiredFen} /> },
                    { label: t('deposits.field.paid'), value: <Money fen={a.paidFen} /> },
                    { label: t('deposits.field.available'), value: <Money fen={a.availableFen} /> },
                    { label: t('deposits.field.frozen'), value: <Money fen={a.frozenFen} /> },
                    { label: t('deposits.field.shortfall'), value: <Money fen={a.shortfallFen} /> },
                  ]}
                />
              </div>
            )}
          </Section>
        </>
      )}
    </ReviewDrawer>
  );
}
