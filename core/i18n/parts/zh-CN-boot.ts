/**
 * The zh-CN messages the console needs before sign-in (login, errors, validation, dates, the
 * shell's loading and not-found texts): /login loads this alone. The build precompiles it. Its areas are
 * merged by MESSAGE_PARTS (./index.ts); the other locale's part lists the same areas.
 */
export { common } from '../messages/zh-CN/common.ts';
export { dates } from '../messages/zh-CN/dates.ts';
export { errors } from '../messages/zh-CN/errors.ts';
export { kit } from '../messages/zh-CN/kit.ts';
export { loginExtra } from '../messages/zh-CN/login-extra.ts';
export { login } from '../messages/zh-CN/login.ts';
export { settings } from '../messages/zh-CN/settings.ts';
export { shell } from '../messages/zh-CN/shell.ts';
export { validation } from '../messages/zh-CN/validation.ts';
