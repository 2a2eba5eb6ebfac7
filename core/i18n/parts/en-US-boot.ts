/**
 * The en-US messages the console needs before sign-in (login, errors, validation, dates, the
 * shell's loading and not-found texts): /login loads this alone. The build precompiles it.
 */
import { common } from '../messages/en-US/common.ts';
import { dates } from '../messages/en-US/dates.ts';
import { errors } from '../messages/en-US/errors.ts';
import { kit } from '../messages/en-US/kit.ts';
import { loginExtra } from '../messages/en-US/login-extra.ts';
import { login } from '../messages/en-US/login.ts';
import { settings } from '../messages/en-US/settings.ts';
import { shell } from '../messages/en-US/shell.ts';
import { validation } from '../messages/en-US/validation.ts';

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
