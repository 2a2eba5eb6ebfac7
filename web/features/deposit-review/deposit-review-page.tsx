import { useMemo } from 'react';
import { listDepositRequests, type DepositRequestQuery } from '#core/api';
import type { DepositRequest, DepositRequestKind } from '#core/types';
import { useT } from '../../hooks/app-context.tsx';
import type { Column } from '../../components/data/columns.ts';
import { Money } from '../../components/data/money.tsx';
import { ReviewQueuePage } from '../../components/data/review/review-queue-page.tsx';
import { RequestDrawer } from './components/request-drawer.tsx';
import { depositReviewAdapter } from './review-adapter.ts';
import { orEmpty } from '../../components/data/cells.tsx';

const KINDS: DepositRequestKind[] = ['open', 'top_up', 'refund', 'freeze', 'unfreeze', 'close'];

/** The deposit request review queue: the shared review page with a request's own columns. */
export default function DepositReviewPage() {
  const { t, formatMoney } = useT();
  const adapter = useMemo(
    () =>
      depositReviewAdapter((r) =>
        `${t(`requestKind.deposit.${r.kind}`)} ${r.kind === 'open' || r.kind === 'close' ? '' : formatMoney(r.amountFen)}`.trim(),
      ),
    [t, formatMoney],
  );
  const columns = useMemo<Column<DepositRequest>[]>(
    () => [
      {
        key: 'accountNo',
        title: t('deposits.field.accountNo'),
        fixed: true,
        pin: 'start',
        render: (r) => <span className="font-mono">{r.accountNo}</span>,
      },
      {
        key: 'institution',
        title: t('deposits.field.institution'),
        nowrap: true,
        render: (r) => r.institutionName,
      },
      {
        key: 'kind',
        title: t('review.field.kind'),
        render: (r) => t(`requestKind.deposit.${r.kind}`),
      },
      {
        key: 'amount',
        title: t('review.field.amount'),
        align: 'right',
        sortField: 'amountFen',
        render: (r) => <Money fen={r.amountFen} />,
      },
      { key: 'note', title: t('review.field.note'), nowrap: true, render: (r) => orEmpty(r.note) },
    ],
    [t],
  );
  return (
    <ReviewQueuePage
      id="deposit-review"
      titleKey="menu.bzjManage.bzjCheckList"
      load={(api, query, init) => listDepositRequests(api, query as DepositRequestQuery, init)}
      adapter={adapter}
      columns={columns}
      kinds={KINDS.map((k) => ({ value: k, label: t(`requestKind.deposit.${k}`) }))}
      search={{ label: t('deposits.filter.q'), placeholder: t('deposits.filter.qPlaceholder') }}
      exportPath="/deposits/requests"
      exportName="deposit-requests"
      drawer={(props) => <RequestDrawer {...props} />}
    />
  );
}
