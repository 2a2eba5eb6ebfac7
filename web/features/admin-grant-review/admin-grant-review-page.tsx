import { ChangeReviewQueuePage } from '../../components/data/review/change-review-queue.tsx';

/** The admin-grant review queue (admin only): a second admin approves every admin-role grant. */
export default function AdminGrantReviewPage() {
  return (
    <ChangeReviewQueuePage
      queue="users"
      id="admin-grants"
      titleKey="menu.sysSettings.adminGrantList"
      subject="user"
      subjectRoute="UserMmanage"
    />
  );
}
