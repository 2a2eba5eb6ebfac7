import { useMemo } from 'react';
import { listMerchantReviews, type MerchantReviewQuery } from '#core/api';
import type { MerchantReview } from '#core/types';
import { useT } from '../../hooks/app-context.tsx';
import type { Column } from '../../components/data/columns.ts';
import { ReviewQueuePage } from '../../components/data/review/review-queue-page.tsx';
import { ChangeList } from './components/change-list.tsx';
import { MerchantReviewDrawer } from './components/merchant-review-drawer.tsx';
import { merchantReviewAdapter } from './review-adapter.ts';
import { EMPTY_CELL } from '../../components/data/cells.tsx';

const KINDS = ['onboard', 'change'];

/** The merchant review queue: the shared review page with a review's own columns. */
export default function MerchantReviewPage() {
  const { t } = useT();
  const adapter = useMemo(
    () => merchantReviewAdapter((r) => `${r.merchantName} · ${t(`reviewKind.merchant.${r.kind}`)}`),
    [t],
  );
  const columns = useMemo<Column<MerchantReview>[]>(
    () => [
      {
        key: 'merchantNo',
        title: t('merchants.field.merchantNo'),
        fixed: true,
        pin: 'start',
        render: (r) => <span className="font-mono">{r.merchantNo}</span>,
      },
      {
        key: 'merchantName',
        title: t('merchants.field.name'),
        nowrap: true,
        render: (r) => r.merchantName,
      },
      {
        key: 'kind',
        title: t('review.field.kind'),
        render: (r) => t(`reviewKind.merchant.${r.kind}`),
      },
      {
        key: 'changes',
        title: t('merchantReview.section.changes'),
        nowrap: true,
        render: (r) =>
          r.kind === 'change' ? <ChangeList compact changes={r.changes} /> : EMPTY_CELL,
      },
    ],
    [t],
  );
  return (
    <ReviewQueuePage
      id="merchant-review"
      titleKey="menu.bzjMerchantManage.bzjCheckMerchantList"
      load={(api, query, init) => listMerchantReviews(api, query as MerchantReviewQuery, init)}
      adapter={adapter}
      columns={columns}
      kinds={KINDS.map((k) => ({ value: k, label: t(`reviewKind.merchant.${k}`) }))}
      search={{ label: t('merchants.filter.q'), placeholder: t('merchants.filter.qPlaceholder') }}
      exportPath="/merchants/reviews"
      exportName="merchant-reviews"
      drawer={(props) => <MerchantReviewDrawer {...props} />}
    />
  );
}
