/**
 * The en-US messages of the signed-in console (every area the boot part leaves out, the CLI's
 * excepted): loaded with the signed-in shell. The build precompiles it. Its areas are
 * merged by MESSAGE_PARTS (./index.ts); the other locale's part lists the same areas.
 */
export { changeReview } from '../messages/en-US/change-review.ts';
export { data } from '../messages/en-US/data.ts';
export { deposits } from '../messages/en-US/deposits.ts';
export { institutions } from '../messages/en-US/institutions.ts';
export { menu } from '../messages/en-US/menu.ts';
export { merchantReview } from '../messages/en-US/merchant-review.ts';
export { merchants } from '../messages/en-US/merchants.ts';
export { palette } from '../messages/en-US/palette.ts';
export { provider } from '../messages/en-US/provider.ts';
export { review } from '../messages/en-US/review.ts';
export { settlements } from '../messages/en-US/settlements.ts';
export { structure } from '../messages/en-US/structure.ts';
export { systemLog } from '../messages/en-US/system-log.ts';
export { systemLogDetail } from '../messages/en-US/system-log-detail.ts';
export { templateDashboards } from '../messages/en-US/template-dashboards.ts';
export { templateDemo } from '../messages/en-US/template-demo.ts';
export { templateForms } from '../messages/en-US/template-forms.ts';
export { templateMonitor } from '../messages/en-US/template-monitor.ts';
export { templateLists } from '../messages/en-US/template-lists.ts';
export { templateUser } from '../messages/en-US/template-user.ts';
export { users } from '../messages/en-US/users.ts';
export { workbench } from '../messages/en-US/workbench.ts';
