import type { ReactNode } from 'react';
import type { ApiClient, CallInit } from '#core/api';
import type { CurrentUser } from '#core/types';
import { useApi, useSession, useT } from '../../../hooks/app-context.tsx';
import { DetailDrawer } from '../detail-drawer.tsx';
import { RecordStatus } from '../record-status.tsx';
import { useResource } from '../use-resource.ts';
import { Button } from '../../ui/button.tsx';
import type { ReviewDrawerProps, ReviewRecord } from './review-queue-page.tsx';

/**
 * One review in a side sheet: its title and decision status, Reject / Approve while it is pending
 * and the signed-in user may decide it (not its maker, nor — `isSubject` — the person it changes:
 * they read why instead; the server refuses them anyway, 403101 / 403102), and the queue's own
 * sections for the record (`children`), or an empty note while it is not loaded. Focus, Esc and
 * the return to the row are DetailDrawer's.
 */
export function ReviewDrawer<R extends ReviewRecord>({
  record,
  openKey,
  onClose,
  onDecide,
  title,
  children,
  isSubject,
}: ReviewDrawerProps<R> & {
  title(record: R): ReactNode;
  children(record: R): ReactNode;
  /** Whether the record changes the signed-in user's own account. */
  isSubject?(record: R, me: CurrentUser): boolean;
}) {
  const { t } = useT();
  const me = useSession().user;
  const own =
    record && me
      ? record.submittedBy === me.username
        ? 'review.own.maker'
        : isSubject?.(record, me)
          ? 'review.own.subject'
          : null
      : null;
  return (
    <DetailDrawer
      open={!!openKey}
      onClose={onClose}
      title={record ? title(record) : `#${openKey}`}
      meta={record && <RecordStatus kind="decision" value={record.status} />}
      footer={
        record?.status === 'pending' &&
        (own ? (
          <p className="text-sm text-fg-2" data-testid="review-own">
            {t(own)}
          </p>
        ) : (
          <>
            <Button variant="outline" onClick={() => onDecide('reject')}>
              {t('review.action.reject')}
            </Button>
            <Button variant="primary" onClick={() => onDecide('approve')}>
              {t('review.action.approve')}
            </Button>
          </>
        ))
      }
    >
      {!record ? <p className="text-sm text-fg-3">{t('data.state.empty')}</p> : children(record)}
    </DetailDrawer>
  );
}

/**
 * The record a review is about (the deposit account, the merchant), read as it is now and again
 * once the review's status changes. `data` is only ever the subject `key` names, so a previous
 * review's subject never shows under the next one while it loads.
 */
export function useReviewSubject<S>(
  key: string | undefined,
  status: string | undefined,
  load: (api: ApiClient, key: string, init: CallInit) => Promise<S>,
  keyOf: (subject: S) => string,
): { data: S | undefined; error: unknown } {
  const api = useApi();
  const subject = useResource(key ? (signal) => load(api, key, { signal }) : null, [
    api,
    key ?? '',
    status,
  ]);
  const data = subject.data && keyOf(subject.data) === key ? subject.data : undefined;
  return { data, error: subject.error };
}
