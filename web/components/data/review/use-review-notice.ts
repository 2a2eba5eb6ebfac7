import { useLocation } from 'wouter';
import type { RouteName } from '#core/access';
import type { ChangeReview } from '#core/types';
import { useT } from '../../../hooks/app-context.tsx';
import { usePermittedRoutes } from '../../../hooks/use-permitted-routes.ts';
import { toast } from '../../ui/toast.ts';

/** Long enough to read the message and reach its button. */
const NOTICE_MS = 10_000;

/**
 * The toast after a change was filed for review (money routing of an org, an admin grant): whoever
 * may open the review queue (an admin) gets a button to the review there; others are told an
 * admin decides it. `message` overrides the default wording (a create names what waits).
 */
export function useReviewNotice(queueRoute: RouteName) {
  const { t } = useT();
  const [, navigate] = useLocation();
  const queue = usePermittedRoutes().find((r) => r.name === queueRoute);
  return (name: string, review: ChangeReview, message?: string) => {
    if (!queue) {
      toast.success(message ?? t('changeReview.submitted.user', { name }));
      return;
    }
    toast.success(message ?? t('changeReview.submitted.admin', { name }), {
      duration: NOTICE_MS,
      action: {
        label: t('changeReview.submitted.open'),
        run: () => navigate(`${queue.path}?open=${review.id}`),
      },
    });
  };
}
