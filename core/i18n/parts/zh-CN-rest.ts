/**
 * The zh-CN messages of the signed-in console (every area the boot part leaves out, the CLI's
 * excepted): loaded with the signed-in shell. The build precompiles it.
 */
import { data } from '../messages/zh-CN/data.ts';
import { deposits } from '../messages/zh-CN/deposits.ts';
import { institutions } from '../messages/zh-CN/institutions.ts';
import { menu } from '../messages/zh-CN/menu.ts';
import { merchantReview } from '../messages/zh-CN/merchant-review.ts';
import { merchants } from '../messages/zh-CN/merchants.ts';
import { palette } from '../messages/zh-CN/palette.ts';
import { provider } from '../messages/zh-CN/provider.ts';
import { review } from '../messages/zh-CN/review.ts';
import { settlements } from '../messages/zh-CN/settlements.ts';
import { structure } from '../messages/zh-CN/structure.ts';
import { systemLog } from '../messages/zh-CN/system-log.ts';
import { systemLogDetail } from '../messages/zh-CN/system-log-detail.ts';
import { templateDashboards } from '../messages/zh-CN/template-dashboards.ts';
import { templateForms } from '../messages/zh-CN/template-forms.ts';
import { templateMonitor } from '../messages/zh-CN/template-monitor.ts';
import { templateLists } from '../messages/zh-CN/template-lists.ts';
import { templateUser } from '../messages/zh-CN/template-user.ts';
import { users } from '../messages/zh-CN/users.ts';
import { workbench } from '../messages/zh-CN/workbench.ts';

export const messages: Record<string, string> = {
  ...data,
  ...deposits,
  ...institutions,
  ...menu,
  ...merchantReview,
  ...merchants,
  ...palette,
  ...provider,
  ...review,
  ...settlements,
  ...structure,
  ...systemLog,
  ...systemLogDetail,
  ...templateDashboards,
  ...templateForms,
  ...templateMonitor,
  ...templateLists,
  ...templateUser,
  ...users,
  ...workbench,
};
