import type { settlements as en } from '../en-US/settlements.ts';

export const settlements: Record<keyof typeof en, string> = {
  'settlements.field.settlementNo': '结算单号',
  'settlements.field.period': '结算日期',
  'settlements.field.org': '收款机构',
  'settlements.field.institution': '来源机构',
  'settlements.field.gross': '交易总额',
  'settlements.field.shareBp': '分润比例',
  'settlements.field.share': '分润金额',
  'settlements.field.fee': '手续费',
  'settlements.field.net': '实结金额',
  'settlements.field.bankSerialNo': '银行流水号',
  'settlements.field.failureReason': '失败原因',
  // The CSV export's header (core/csv/exports.ts): money in plain yuan, so the unit is named.
  'settlements.filter.q': '结算单号',
  'settlements.filter.qPlaceholder': 'ST…',
  'settlements.filter.from': '结算日期起',
  'settlements.filter.to': '结算日期止',
  'settlements.section.parties': '结算信息',
  'settlements.section.amounts': '金额',
  'settlements.section.times': '时间',
  'settlements.totals.label': '筛选结果合计',
  'settlements.totals.count': '笔数',
  'settlements.action.retry': '重新结算',
  'settlements.retry.done': '{no} 已重新进入待结算',
  'settlements.cmd.showFailed': '查看结算失败的记录',
};
