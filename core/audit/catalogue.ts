/**
 * The one catalogue of system-log modules and actions: the codes the server writes (and the seed
 * uses) with their names in both locales. The console shows the names and offers them as filter
 * choices; the CLI and CSV can use the same names. A code missing here shows as itself.
 */
import type { Locale } from '../i18n/locale.ts';

type Names = Record<Locale, string>;
const n = (en: string, zh: string): Names => ({ 'en-US': en, 'zh-CN': zh });

export const LOG_MODULES = {
  auth: n('Sign-in', '登录认证'),
  deposits: n('Deposits', '保证金'),
  merchants: n('Merchants', '商户'),
  institutions: n('Institutions', '机构'),
  orgs: n('Organisations', '组织架构'),
  users: n('Users', '用户'),
  settlements: n('Settlements', '结算'),
  messages: n('Messages', '消息'),
  cards: n('Cards', '卡片'),
  content_sets: n('Content sets', '内容集'),
  channel_forms: n('Channel forms', '渠道表单'),
  param_groups: n('Parameter groups', '参数组'),
  user_profile: n('User profile', '个人资料'),
  certification: n('Certification', '认证'),
  monitor: n('Live monitor', '实时监控'),
} as const satisfies Record<string, Names>;

export const LOG_ACTIONS = {
  login: n('Sign in', '登录'),
  logout: n('Sign out', '退出登录'),
  lock: n('Lock after failed sign-ins', '登录失败锁定'),
  'sms.send': n('Send SMS code', '发送短信验证码'),
  create: n('Create', '新建'),
  update: n('Edit', '修改'),
  delete: n('Delete', '删除'),
  submit: n('Submit request', '提交申请'),
  submit_onboard: n('Submit onboarding', '提交入驻'),
  submit_change: n('Submit change', '提交变更'),
  submit_org_routing: n('Submit money-routing change', '提交资金路由变更'),
  submit_admin_grant: n('Submit admin change', '提交管理员变更'),
  renew: n('Renew service', '续费服务'),
  change_password: n('Change password', '修改密码'),
  end_session: n('End session', '结束会话'),
  'phone.code': n('Send phone-change code', '发送换绑手机验证码'),
  'phone.change': n('Change phone', '更换手机号'),
  'reauth.code': n('Send identity-check code', '发送本人确认验证码'),
  'api-token.create': n('Create API token', '创建 API 令牌'),
  'api-token.revoke': n('Revoke API token', '吊销 API 令牌'),
  'api-token.use': n('Use API token', '使用 API 令牌'),
  changeClarity: n('Change clarity', '切换清晰度'),
  switchStream: n('Switch main/standby stream', '切换主备流'),
  removeClarity: n('Remove clarity', '移除清晰度'),
  pushGasket: n('Push flow gasket', '推送垫片'),
  open: n('Open account', '开户'),
  approve: n('Approve', '审核通过'),
  reject: n('Reject', '驳回'),
  reveal: n('Reveal personal data', '查看敏感信息'),
  read_all: n('Mark all read', '全部已读'),
  clear: n('Clear', '清空'),
  enable: n('Enable', '启用'),
  disable: n('Disable', '停用'),
  unlock: n('Unlock', '解锁'),
  reset_password: n('Reset password', '重置密码'),
  retry: n('Retry', '重试'),
  process: n('Start processing', '开始处理'),
  settle: n('Mark settled', '确认结算'),
  fail: n('Mark failed', '标记失败'),
  commit: n('Commit', '提交'),
  withdraw: n('Withdraw', '撤回'),
  finish: n('Finish', '完成'),
} as const satisfies Record<string, Names>;

/** The name of a module code in a locale; an unknown code shows as itself. */
export function logModuleName(code: string, locale: Locale): string {
  return (LOG_MODULES as Record<string, Names>)[code]?.[locale] ?? code;
}

/** The name of an action code in a locale; an unknown code shows as itself. */
export function logActionName(code: string, locale: Locale): string {
  return (LOG_ACTIONS as Record<string, Names>)[code]?.[locale] ?? code;
}

/** Filter choices: every module or action code with its name, in the catalogue's order. */
export function logChoices(
  kind: 'module' | 'action',
  locale: Locale,
): { value: string; label: string }[] {
  const table: Record<string, Names> = kind === 'module' ? LOG_MODULES : LOG_ACTIONS;
  return Object.entries(table).map(([value, names]) => ({ value, label: names[locale] }));
}
