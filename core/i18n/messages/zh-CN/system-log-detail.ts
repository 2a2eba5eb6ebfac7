import type { systemLogDetail as en } from '../en-US/system-log-detail.ts';

export const systemLogDetail: Record<keyof typeof en, string> = {
  'systemLog.detail.title': '详情',
  'systemLog.detail.none': '未记录详情',
  'systemLog.detail.showRaw': '显示原始 JSON',
  'systemLog.detail.hideRaw': '隐藏原始 JSON',
  'systemLog.detail.key.kind': '类型',
  'systemLog.detail.key.amountFen': '金额',
  'systemLog.detail.key.reason': '原因',
  'systemLog.detail.key.before': '变更前',
  'systemLog.detail.key.after': '变更后',
  'systemLog.detail.key.changes': '变更内容',
  'systemLog.detail.key.requestId': '申请',
  'systemLog.detail.key.reviewId': '审核单',
  'systemLog.detail.key.version': '版本',
  'systemLog.detail.key.status': '状态',
  'systemLog.detail.key.paidFen': '已缴',
  'systemLog.detail.key.frozenFen': '冻结',
  'systemLog.detail.key.requiredFen': '应缴',
  'systemLog.detail.key.phone': '手机号',
  'systemLog.detail.key.username': '用户',
};
