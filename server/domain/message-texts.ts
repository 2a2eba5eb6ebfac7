import type { Locale } from '#core/errors';
import { enUS, settlementFailureCode, SETTLEMENT_FAILURES, zhCN } from '#core/i18n';

/**
 * Message-box texts. Messages are stored as a template key plus parameters and rendered in the
 * reader's locale, because the writer of an event does not know the reader's language.
 */
type Texts = Record<string, { 'en-US': string; 'zh-CN': string }>;

const MESSAGE_TEMPLATES: Texts = {
  'deposit.submitted.title': {
    'en-US': 'Deposit request awaiting review',
    'zh-CN': '保证金申请待审核',
  },
  'deposit.submitted.content': {
    'en-US': '{user} submitted a {kind} request for {accountNo}',
    'zh-CN': '{user} 提交了账户 {accountNo} 的{kind}申请',
  },
  'deposit.decided.title': {
    'en-US': 'Deposit request {decision}',
    'zh-CN': '保证金申请已{decision}',
  },
  'deposit.decided.content': {
    'en-US': 'Your {kind} request for {accountNo} was {decision} by {user}',
    'zh-CN': '您提交的账户 {accountNo} {kind}申请已被 {user} {decision}',
  },
  'merchant.submitted.title': {
    'en-US': 'Merchant review awaiting decision',
    'zh-CN': '商户资料待审核',
  },
  'merchant.submitted.content': {
    'en-US': '{user} submitted a {kind} review for {merchantName} ({merchantNo})',
    'zh-CN': '{user} 提交了商户 {merchantName}（{merchantNo}）的{kind}审核',
  },
  'merchant.decided.title': {
    'en-US': 'Merchant review {decision}',
    'zh-CN': '商户审核已{decision}',
  },
  'merchant.decided.content': {
    'en-US': 'The {kind} review of {merchantName} was {decision} by {user}',
    'zh-CN': '商户 {merchantName} 的{kind}审核已被 {user} {decision}',
  },
  'change.submitted.title': {
    'en-US': 'Change awaiting review',
    'zh-CN': '变更待审核',
  },
  'change.submitted.content': {
    'en-US': '{user} submitted a {kind} change for {subject}',
    'zh-CN': '{user} 提交了 {subject} 的{kind}变更',
  },
  'change.decided.title': {
    'en-US': 'Change {decision}',
    'zh-CN': '变更已{decision}',
  },
  'change.decided.content': {
    'en-US': 'The {kind} change for {subject} was {decision} by {user}',
    'zh-CN': '{subject} 的{kind}变更已被 {user} {decision}',
  },
  'settlement.failed.title': { 'en-US': 'Settlement failed', 'zh-CN': '结算失败' },
  'settlement.failed.content': {
    'en-US': 'Settlement {settlementNo} for {orgName} failed: {reason}',
    'zh-CN': '{orgName} 的结算单 {settlementNo} 失败：{reason}',
  },
  'tag.pending': { 'en-US': 'Pending', 'zh-CN': '待审核' },
  'tag.failed': { 'en-US': 'Failed', 'zh-CN': '失败' },
  'tag.approved': { 'en-US': 'Approved', 'zh-CN': '已通过' },
  'tag.rejected': { 'en-US': 'Rejected', 'zh-CN': '已驳回' },
  'kind.open': { 'en-US': 'open', 'zh-CN': '开户' },
  'kind.top_up': { 'en-US': 'top-up', 'zh-CN': '缴纳' },
  'kind.refund': { 'en-US': 'refund', 'zh-CN': '退还' },
  'kind.freeze': { 'en-US': 'freeze', 'zh-CN': '冻结' },
  'kind.unfreeze': { 'en-US': 'unfreeze', 'zh-CN': '解冻' },
  'kind.close': { 'en-US': 'close', 'zh-CN': '销户' },
  'kind.onboard': { 'en-US': 'onboarding', 'zh-CN': '入驻' },
  'kind.change': { 'en-US': 'change', 'zh-CN': '变更' },
  'kind.org_routing': { 'en-US': 'settlement routing', 'zh-CN': '结算路由' },
  'kind.admin_grant': { 'en-US': 'admin role grant', 'zh-CN': '管理员授权' },
  'decision.approved': { 'en-US': 'approved', 'zh-CN': '通过' },
  'decision.rejected': { 'en-US': 'rejected', 'zh-CN': '驳回' },
  // A settlement's failure reason is stored as its code: a notice's {reason} reads in the
  // reader's language, from the same messages the console shows (issue 26).
  ...Object.fromEntries(
    SETTLEMENT_FAILURES.map((f) => {
      const key = `settlements.failure.${f}` as const;
      return [settlementFailureCode(f), { 'en-US': enUS[key], 'zh-CN': zhCN[key] }];
    }),
  ),
};

/** Renders a template with `{name}` parameters; parameters that are text keys are translated too. */
export function renderMessageText(
  key: string,
  params: Record<string, string | number>,
  locale: Locale,
): string {
  const template = MESSAGE_TEMPLATES[key]?.[locale] ?? key;
  return template.replace(/\{(\w+)\}/g, (m, name: string) => {
    if (!(name in params)) return m;
    const value = String(params[name]);
    return MESSAGE_TEMPLATES[value]?.[locale] ?? value;
  });
}
