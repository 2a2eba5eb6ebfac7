import { getMerchant } from '#core/api';
import type { MerchantReview } from '#core/types';
import { useT } from '../../../hooks/app-context.tsx';
import { Fields, Section } from '../../../components/data/detail-drawer.tsx';
import { RecordStatus } from '../../../components/data/record-status.tsx';
import { ReviewDrawer, useReviewSubject } from '../../../components/data/review/review-drawer.tsx';
import type { ReviewDrawerProps } from '../../../components/data/review/review-queue-page.tsx';
import { ChangeList } from './change-list.tsx';

/** A merchant review: the merchant as it is, and what the review would change. */
export function MerchantReviewDrawer(props: ReviewDrawerProps<MerchantReview>) {
  const { t, formatDateTime } = useT();
  const m = useReviewSubject(
    props.record?.merchantNo,
    props.record?.status,
    getMerchant,
    (x) => x.merchantNo,
  ).data;
  return (
    <ReviewDrawer {...props} title={(r) => `${r.merchantName} · ${r.merchantNo}`}>
      {(review) => (
        <>
          <Section title={t('merchantReview.section.review')}>
            <Fields
              items={[
                { label: t('review.field.kind'), value: t(`reviewKind.merchant.${review.kind}`) },
                { label: t('review.field.submittedBy'), value: review.submittedBy },
                { label: t('review.field.submittedAt'), value: formatDateTime(review.submittedAt) },
                { label: t('review.field.decidedBy'), value: review.decidedBy ?? '—' },
                { label: t('review.field.reason'), value: review.reason ?? '—', wide: true },
              ]}
            />
          </Section>
          {review.kind === 'change' && (
            <Section title={t('merchantReview.section.changes')}>
              <ChangeList changes={review.changes} />
            </Section>
          )}
          <Section title={t('merchantReview.section.merchant')}>
            {!m ? (
              <div className="h-16 animate-pulse rounded bg-surface-2" />
            ) : (
              <Fields
                items={[
                  {
                    label: t('data.common.status'),
                    value: <RecordStatus kind="merchant" value={m.status} />,
                  },
                  { label: t('merchants.field.institution'), value: m.institutionName },
                  {
                    label: t('merchants.field.creditCode'),
                    value: <span className="font-mono">{m.creditCode}</span>,
                  },
                  { label: t('merchants.field.legalPerson'), value: m.legalPerson },
                  {
                    label: t('merchants.field.idNo'),
                    value: <span className="font-mono">{m.idNo}</span>,
                  },
                  {
                    label: t('merchants.field.contactPhone'),
                    value: <span className="font-mono">{m.contactPhone}</span>,
                  },
                  {
                    label: t('merchants.field.bankAccount'),
                    value: <span className="font-mono">{m.bankAccount}</span>,
                    wide: true,
                  },
                ]}
              />
            )}
          </Section>
        </>
      )}
    </ReviewDrawer>
  );
}
