/**
 * The en-US messages the console needs before sign-in (login, errors, validation, dates, the
 * shell's loading and not-found texts): /login loads this alone. The build precompiles it. Its areas are
 * merged by MESSAGE_PARTS (./index.ts); the other locale's part lists the same areas.
 */
export { common } from '../messages/en-US/common.ts';
export { dates } from '../messages/en-US/dates.ts';
export { errors } from '../messages/en-US/errors.ts';
export { kit } from '../messages/en-US/kit.ts';
export { loginExtra } from '../messages/en-US/login-extra.ts';
export { login } from '../messages/en-US/login.ts';
export { settings } from '../messages/en-US/settings.ts';
export { shell } from '../messages/en-US/shell.ts';
export { validation } from '../messages/en-US/validation.ts';
