import type { provider as en } from '../en-US/provider.ts';

export const provider: Record<keyof typeof en, string> = {
  'provider.field.providerMerchantNo': '平安商户号',
  'provider.field.subAccountNo': '子账户号',
  'provider.field.merchant': '关联商户',
  'provider.field.bankCard': '绑定银行卡',
  'provider.field.bindingStatus': '绑卡状态',
  'provider.field.balance': '平安余额',
  'provider.field.lastSync': '最近同步',
  'provider.filter.q': '搜索',
  'provider.filter.qPlaceholder': '平安商户号、子账户或商户',
  'provider.section.info': '平安账户信息',
  'provider.section.events': '事件记录',
  'provider.events.amount': '余额 {amount}',
  'provider.events.none': '暂无事件',
};
