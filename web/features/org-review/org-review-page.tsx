import { ChangeReviewQueuePage } from '../../components/data/review/change-review-queue.tsx';

/** The money-routing review queue (admin only): bank account, share and settlement-target changes. */
export default function OrgReviewPage() {
  return (
    <ChangeReviewQueuePage
      queue="orgs"
      id="org-reviews"
      titleKey="menu.allotManage.orgReviewList"
      subject="org"
      subjectRoute="StructureList"
    />
  );
}
