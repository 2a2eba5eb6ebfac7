/**
 * The zh-CN messages of the signed-in console (every area the boot part leaves out, the CLI's
 * excepted): loaded with the signed-in shell. The build precompiles it. Its areas are
 * merged by MESSAGE_PARTS (./index.ts); the other locale's part lists the same areas.
 */
export { changeReview } from '../messages/zh-CN/change-review.ts';
export { data } from '../messages/zh-CN/data.ts';
export { deposits } from '../messages/zh-CN/deposits.ts';
export { institutions } from '../messages/zh-CN/institutions.ts';
export { menu } from '../messages/zh-CN/menu.ts';
export { merchantReview } from '../messages/zh-CN/merchant-review.ts';
export { merchants } from '../messages/zh-CN/merchants.ts';
export { palette } from '../messages/zh-CN/palette.ts';
export { provider } from '../messages/zh-CN/provider.ts';
export { review } from '../messages/zh-CN/review.ts';
export { settlements } from '../messages/zh-CN/settlements.ts';
export { structure } from '../messages/zh-CN/structure.ts';
export { systemLog } from '../messages/zh-CN/system-log.ts';
export { systemLogDetail } from '../messages/zh-CN/system-log-detail.ts';
export { templateDashboards } from '../messages/zh-CN/template-dashboards.ts';
export { templateDemo } from '../messages/zh-CN/template-demo.ts';
export { templateForms } from '../messages/zh-CN/template-forms.ts';
export { templateMonitor } from '../messages/zh-CN/template-monitor.ts';
export { templateLists } from '../messages/zh-CN/template-lists.ts';
export { templateUser } from '../messages/zh-CN/template-user.ts';
export { users } from '../messages/zh-CN/users.ts';
export { workbench } from '../messages/zh-CN/workbench.ts';
