/**
 * A change-review queue page (admin only): the shared review page over `/orgs/reviews` or
 * `/users/reviews`, with the subject, what changes (from → to, masked as the server sends it) and a
 * drawer that links to the subject. The feature pages only say which queue.
 */
import { useMemo } from 'react';
import { Link } from 'wouter';
import { listChangeReviews, type ChangeReviewQuery, type ChangeReviewQueue } from '#core/api';
import { ROUTE_BY_NAME, type RouteName } from '#core/access';
import type { ChangeReview } from '#core/types';
import { useT } from '../../../hooks/app-context.tsx';
import type { Column } from '../columns.ts';
import { Fields, Section } from '../detail-drawer.tsx';
import { ChangeTable } from './change-table.tsx';
import { changeFieldKey, describeChanges, formatChangeValue } from './change-values.ts';
import { changeReviewAdapter } from './change-review-adapter.ts';
import { ReviewDrawer } from './review-drawer.tsx';
import { ReviewQueuePage, type ReviewDrawerProps } from './review-queue-page.tsx';

export interface ChangeReviewQueueProps {
  queue: ChangeReviewQueue;
  /** Table-settings id, e.g. 'org-reviews'. */
  id: string;
  titleKey: string;
  /** What the subject is: 'org' (its code) or 'user' (the username). */
  subject: 'org' | 'user';
  /** The page that shows the subject (`?open=<id>`). */
  subjectRoute: RouteName;
}

export function ChangeReviewQueuePage({
  queue,
  id,
  titleKey,
  subject,
  subjectRoute,
}: ChangeReviewQueueProps) {
  const { t } = useT();
  const adapter = useMemo(
    () => changeReviewAdapter(queue, (r) => describeChanges(r.changes, t)),
    [queue, t],
  );
  const columns = useMemo<Column<ChangeReview>[]>(
    () => [
      {
        key: 'subject',
        title: t(`changeReview.field.${subject}`),
        fixed: true,
        pin: 'start',
        render: (r) => <span className="font-mono">{r.subjectLabel}</span>,
      },
      {
        key: 'changes',
        title: t('changeReview.field.changes'),
        render: (r) => <InlineChanges changes={r.changes} />,
      },
    ],
    [t, subject],
  );
  return (
    <ReviewQueuePage
      id={id}
      titleKey={titleKey}
      load={(api, query, init) => listChangeReviews(api, queue, query as ChangeReviewQuery, init)}
      adapter={adapter}
      columns={columns}
      search={{
        label: t(`changeReview.filter.${subject}`),
        placeholder: t(`changeReview.filter.${subject}Placeholder`),
      }}
      drawer={(props) => (
        <ChangeReviewDrawer {...props} subject={subject} subjectRoute={subjectRoute} />
      )}
    />
  );
}

/** One line per field, "Bank account 6222****1234 → 6222****5678", never cut short. */
function InlineChanges({ changes }: { changes: ChangeReview['changes'] }) {
  const { t } = useT();
  const entries = Object.entries(changes);
  return (
    <span className="flex flex-col gap-0.5 tabular-nums">
      {entries.map(([field, c]) => (
        <span key={field} className="whitespace-nowrap" data-change-field={field}>
          <span className="text-fg-2">{t(changeFieldKey(field))}</span>{' '}
          <span className="text-fg-3 line-through decoration-fg-3/50">
            {formatChangeValue(field, c.from, t)}
          </span>
          <span aria-hidden className="px-1 text-fg-3">
            →
          </span>
          <span className="sr-only">{t('changeReview.change.to')}</span>{' '}
          <span className="font-medium text-fg">{formatChangeValue(field, c.to, t)}</span>
        </span>
      ))}
    </span>
  );
}

interface DrawerProps extends ReviewDrawerProps<ChangeReview> {
  subject: 'org' | 'user';
  subjectRoute: RouteName;
}

/** One change review: who asked for what and when, what changes, and a link to the subject. */
function ChangeReviewDrawer({ subject, subjectRoute, ...props }: DrawerProps) {
  const { t, formatDateTime } = useT();
  const route = ROUTE_BY_NAME.get(subjectRoute);
  return (
    <ReviewDrawer
      {...props}
      title={(r) => <span className="font-mono">{r.subjectLabel}</span>}
      isSubject={subject === 'user' ? (r, me) => r.subjectId === me.id : undefined}
    >
      {(r) => (
        <>
          <Section
            title={t('changeReview.section.changes')}
            actions={
              route && (
                <Link
                  href={`${route.path}?open=${r.subjectId}`}
                  className="text-xs text-primary-6 hover:underline"
                >
                  {t(`changeReview.openSubject.${subject}`)}
                </Link>
              )
            }
          >
            <ChangeTable
              changes={r.changes}
              label={(field) => t(changeFieldKey(field))}
              format={(field, value) => formatChangeValue(field, value, t)}
            />
            {'bankAccount' in r.changes && (
              <p className="mt-2 text-xs text-fg-3">{t('changeReview.masked')}</p>
            )}
          </Section>
          <Section title={t('changeReview.section.review')}>
            <Fields
              items={[
                {
                  label: t(`changeReview.field.${subject}`),
                  value: <span className="font-mono">{r.subjectLabel}</span>,
                },
                { label: t('changeReview.field.id'), value: `#${r.id}` },
                { label: t('review.field.submittedBy'), value: r.submittedBy },
                { label: t('review.field.submittedAt'), value: formatDateTime(r.submittedAt) },
                { label: t('review.field.decidedBy'), value: r.decidedBy ?? '—' },
                {
                  label: t('changeReview.field.decidedAt'),
                  value: r.decidedAt ? formatDateTime(r.decidedAt) : '—',
                },
                { label: t('review.field.reason'), value: r.reason ?? '—', wide: true },
              ]}
            />
          </Section>
        </>
      )}
    </ReviewDrawer>
  );
}
