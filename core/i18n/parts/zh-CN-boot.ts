/**
 * The zh-CN messages the console needs before sign-in (login, errors, validation, dates, the
 * shell's loading and not-found texts): /login loads this alone. The build precompiles it.
 */
import { common } from '../messages/zh-CN/common.ts';
import { dates } from '../messages/zh-CN/dates.ts';
import { errors } from '../messages/zh-CN/errors.ts';
import { kit } from '../messages/zh-CN/kit.ts';
import { loginExtra } from '../messages/zh-CN/login-extra.ts';
import { login } from '../messages/zh-CN/login.ts';
import { settings } from '../messages/zh-CN/settings.ts';
import { shell } from '../messages/zh-CN/shell.ts';
import { validation } from '../messages/zh-CN/validation.ts';

export const messages: Record<string, string> = {
  ...common,
  ...dates,
  ...errors,
  ...kit,
  ...loginExtra,
  ...login,
  ...settings,
  ...shell,
  ...validation,
};
