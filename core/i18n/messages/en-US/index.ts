import { common } from './common.ts';
import { errors } from './errors.ts';
import { login } from './login.ts';
import { menu } from './menu.ts';
import { settings } from './settings.ts';
import { validation } from './validation.ts';
import { data } from './data.ts';
import { cli } from './cli.ts';
import { cliAuth } from './cli-auth.ts';
import { cliNetwork } from './cli-network.ts';
import { deposits } from './deposits.ts';
import { review } from './review.ts';
import { shell } from './shell.ts';
import { palette } from './palette.ts';
import { loginExtra } from './login-extra.ts';
import { merchants } from './merchants.ts';
import { merchantReview } from './merchant-review.ts';
import { settlements } from './settlements.ts';
import { structure } from './structure.ts';
import { workbench } from './workbench.ts';
import { institutions } from './institutions.ts';
import { provider } from './provider.ts';
import { users } from './users.ts';
import { systemLog } from './system-log.ts';
import { kit } from './kit.ts';
import { dates } from './dates.ts';
import { systemLogDetail } from './system-log-detail.ts';
import { templateUser } from './template-user.ts';
import { templateLists } from './template-lists.ts';
import { templateMonitor } from './template-monitor.ts';
import { templateDashboards } from './template-dashboards.ts';
import { templateForms } from './template-forms.ts';

/** Every en-US UI message, merged from the area files (flat key → ICU message). */
export const enUS = {
  ...common,
  ...menu,
  ...validation,
  ...errors,
  ...login,
  ...settings,
  ...data,
  ...cli,
  ...cliAuth,
  ...cliNetwork,
  ...deposits,
  ...review,
  ...shell,
  ...palette,
  ...loginExtra,
  ...merchants,
  ...merchantReview,
  ...settlements,
  ...structure,
  ...workbench,
  ...institutions,
  ...provider,
  ...users,
  ...systemLog,
  ...kit,
  ...dates,
  ...systemLogDetail,
  ...templateUser,
  ...templateLists,
  ...templateMonitor,
  ...templateDashboards,
  ...templateForms,
};

export type MessageKey = keyof typeof enUS;
