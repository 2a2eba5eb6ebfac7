/**
 * The en-US messages of the signed-in console (every area the boot part leaves out, the CLI's
 * excepted): loaded with the signed-in shell. The build precompiles it.
 */
import { data } from '../messages/en-US/data.ts';
import { deposits } from '../messages/en-US/deposits.ts';
import { institutions } from '../messages/en-US/institutions.ts';
import { menu } from '../messages/en-US/menu.ts';
import { merchantReview } from '../messages/en-US/merchant-review.ts';
import { merchants } from '../messages/en-US/merchants.ts';
import { palette } from '../messages/en-US/palette.ts';
import { provider } from '../messages/en-US/provider.ts';
import { review } from '../messages/en-US/review.ts';
import { settlements } from '../messages/en-US/settlements.ts';
import { structure } from '../messages/en-US/structure.ts';
import { systemLog } from '../messages/en-US/system-log.ts';
import { systemLogDetail } from '../messages/en-US/system-log-detail.ts';
import { templateDashboards } from '../messages/en-US/template-dashboards.ts';
import { templateForms } from '../messages/en-US/template-forms.ts';
import { templateMonitor } from '../messages/en-US/template-monitor.ts';
import { templateLists } from '../messages/en-US/template-lists.ts';
import { templateUser } from '../messages/en-US/template-user.ts';
import { users } from '../messages/en-US/users.ts';
import { workbench } from '../messages/en-US/workbench.ts';

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
