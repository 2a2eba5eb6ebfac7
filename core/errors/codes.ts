/**
 * The one error catalogue of the product (seed §8, PRODUCT.md §4).
 * Every code has a symbolic name, an HTTP status and a message in each locale.
 * Server, console and CLI all decode errors through this table.
 */

import { formatMessage } from '../i18n/format-message.ts';

export type Locale = 'en-US' | 'zh-CN';

export interface CodeEntry {
  code: number;
  status: number;
  'en-US': string;
  'zh-CN': string;
}

function entry(code: number, status: number, en: string, zh: string): CodeEntry {
  return { code, status, 'en-US': en, 'zh-CN': zh };
}

export const catalogue = {
  Ok: entry(200000, 200, 'Success', '成功'),

  // The seed's login-expired family: the client clears the token and shows "Confirm exit".
  NotSignedIn: entry(200100, 401, 'Not signed in', '未登录'),
  InvalidToken: entry(200101, 401, 'Invalid login token', '登录凭证无效'),
  SessionExpired: entry(200102, 401, 'Your session has expired', '登录已过期'),
  SessionRevoked: entry(200105, 401, 'Your session was signed out', '登录已注销'),
  AccountDisabled: entry(200110, 401, 'The account is disabled or locked', '账号已被禁用或锁定'),

  // Sign-in and SMS.
  WrongPassword: entry(
    200200,
    401,
    'Wrong username, password or SMS code',
    '用户名、密码或短信验证码错误',
  ),
  SmsCodeWrong: entry(200201, 400, 'Wrong SMS verification code', '短信验证码错误'),
  SmsCodeExpired: entry(
    200202,
    400,
    'The SMS code has expired; send a new one',
    '短信验证码已过期，请重新获取',
  ),
  SmsCooldown: entry(
    200203,
    429,
    'A code was sent recently; wait {cooldownSeconds, plural, one {# second} other {# seconds}} before sending another',
    '验证码已发送，请 {cooldownSeconds} 秒后再试',
  ),
  SmsTooManyTries: entry(
    200204,
    429,
    'Too many wrong codes; send a new one',
    '验证码错误次数过多，请重新获取',
  ),
  AccountLocked: entry(
    200205,
    423,
    'Too many failed sign-ins; the account is locked for 15 minutes',
    '登录失败次数过多，账号已锁定 15 分钟',
  ),
  LoginUnavailable: entry(
    200206,
    403,
    'This account cannot sign in (disabled)',
    '该账号已停用，无法登录',
  ),

  // Requests.
  ValidationFailed: entry(400100, 422, 'Validation failed', '参数校验失败'),
  BadRequest: entry(400101, 400, 'Malformed request', '请求格式错误'),
  Forbidden: entry(403100, 403, 'You do not have permission for this', '无权执行此操作'),
  NotFound: entry(404100, 404, 'Not found', '记录不存在'),
  RouteNotFound: entry(404101, 404, 'No such API', '接口不存在'),

  // Concurrency and decisions.
  VersionConflict: entry(
    409100,
    409,
    'Someone else changed this record; reload and try again',
    '记录已被他人修改，请刷新后重试',
  ),
  AlreadyDecided: entry(409101, 409, 'This request has already been decided', '该申请已被处理'),
  Duplicate: entry(409102, 409, 'A record with this value already exists', '该记录已存在'),
  MakerChecker: entry(
    403101,
    403,
    'You cannot decide a request you submitted',
    '不能审核自己提交的申请',
  ),
  SubjectChecker: entry(
    403102,
    403,
    'You cannot decide a change to your own account',
    '不能审核针对本人账号的变更',
  ),

  // Business rules.
  BusinessRule: entry(422100, 422, 'Refused by a business rule', '业务规则不允许此操作'),
  InvalidTransition: entry(
    422101,
    422,
    'This action is not allowed in the current state',
    '当前状态不允许此操作',
  ),
  RefundExceedsAvailable: entry(
    422102,
    422,
    'The refund exceeds the available balance',
    '退款金额超过可用余额',
  ),
  FreezeExceedsAvailable: entry(
    422103,
    422,
    'The freeze exceeds the available balance',
    '冻结金额超过可用余额',
  ),
  UnfreezeExceedsFrozen: entry(
    422104,
    422,
    'The unfreeze exceeds the frozen amount',
    '解冻金额超过冻结金额',
  ),
  SharesExceedTotal: entry(
    422105,
    422,
    'Shares under one parent cannot exceed 100%',
    '同一上级下的分润比例合计不能超过 100%',
  ),
  OrgCycle: entry(
    422106,
    422,
    'An organisation cannot be moved under itself',
    '不能将机构移动到其自身下级',
  ),
  CloseWithBalance: entry(
    422107,
    422,
    'An account with a balance cannot be closed',
    '账户仍有余额，不能关闭',
  ),
  PendingRequestExists: entry(
    422108,
    422,
    'This record already has a pending request',
    '该记录已有待审核的申请',
  ),
  BalanceOutOfRange: entry(
    422109,
    422,
    'The balance would leave its allowed range (0 to 10,000,000,000,000.00 yuan)',
    '余额将超出允许范围（0 至 10 万亿元）',
  ),
  AdminReviewUnavailable: entry(
    422110,
    422,
    'Changing another administrator needs a third administrator to review it; with fewer than three, run `npm run admin -- reset` on the server host',
    '变更其他管理员需由第三位管理员审核；管理员不足三位时，请由运维在服务器上执行 `npm run admin -- reset`',
  ),
  LastAdmin: entry(
    422111,
    422,
    'The last administrator cannot be demoted or disabled',
    '不能降级或禁用最后一位管理员',
  ),
  // The server host's admin command (break-glass), not the API; "three" is server/admin's ADMIN_COMMAND_LIMIT.
  AdministratorsComplete: entry(
    422120,
    422,
    'There are already three administrators; the admin command creates them only while fewer exist (add more in the console, decided by a second administrator)',
    '已有三名管理员；管理命令仅在管理员少于三名时可创建（其余请在控制台添加，并由另一名管理员审核）',
  ),
  NotAnAdministrator: entry(
    422121,
    422,
    'This account is not an administrator; an administrator resets it in the console',
    '该账号不是管理员；请由管理员在控制台重置',
  ),

  // Limits and failures.
  PayloadTooLarge: entry(
    413100,
    413,
    'The request body is too large (1 MiB at most)',
    '请求内容过大（最多 1 MiB）',
  ),
  RateLimited: entry(429100, 429, 'Too many requests; slow down', '请求过于频繁，请稍后再试'),
  Internal: entry(500100, 500, 'Internal server error', '服务器内部错误'),
  Unavailable: entry(503100, 503, 'Service unavailable', '服务暂不可用'),

  // Client-side transport failures (seed §8 texts; never sent by the server).
  RequestError: entry(900000, 0, 'Request Error', '请求错误'),
  NetworkError: entry(900001, 0, 'Network Error', '网络错误'),
  RequestAborted: entry(900002, 0, 'Request aborted', '请求已中止'),
  Timeout: entry(900003, 0, 'timeout of {ms} ms exceeded', '请求超时（{ms} 毫秒）'),
  HttpStatus: entry(
    900004,
    0,
    'Request failed with status code {status}',
    '请求失败，状态码 {status}',
  ),
} as const satisfies Record<string, CodeEntry>;

export type CodeName = keyof typeof catalogue;

/** Numeric codes by symbolic name: `Code.NotFound === 404100`. */
export const Code = Object.fromEntries(
  Object.entries(catalogue).map(([name, e]) => [name, e.code]),
) as { readonly [K in CodeName]: (typeof catalogue)[K]['code'] };

const byNumber = new Map<number, CodeName>(
  Object.entries(catalogue).map(([name, e]) => [e.code, name as CodeName]),
);

/** The catalogue entry of a numeric code, if the code is known. */
export function lookupCode(code: number): (CodeEntry & { name: CodeName }) | undefined {
  const name = byNumber.get(code);
  return name ? { ...catalogue[name], name } : undefined;
}

/** The seed's login-expired family: clear the login and ask the user to sign in again. */
export const LOGIN_EXPIRED_CODES: readonly number[] = [
  Code.NotSignedIn,
  Code.InvalidToken,
  Code.SessionExpired,
  Code.SessionRevoked,
  Code.AccountDisabled,
];

export function isLoginExpiredCode(code: number): boolean {
  return LOGIN_EXPIRED_CODES.includes(code);
}

/** The message of a code in a locale, formatted (ICU) with `values`. */
export function messageOf(
  code: number,
  locale: Locale = 'en-US',
  values: Record<string, string | number> = {},
): string {
  const e = lookupCode(code);
  const template = e ? e[locale] : catalogue.RequestError[locale];
  return formatMessage(template, locale, values);
}
