import type {
  DepositAccount,
  DepositRequest,
  LogEntry,
  MerchantReview,
  Settlement,
} from '../types/index.ts';
import { systemText } from '../i18n/system-text.ts';
import { labelColumn, percentColumn, textColumn, yuanColumn, type CsvColumn } from './columns.ts';

/**
 * The CSV exports of the lists qy also prints, defined once: the server's `export.csv` writes
 * these columns and `qy <list> --csv` writes the same from the list API's rows, so both give the
 * same header (in the chosen locale) and the same cells.
 */

/** The fields of a settlement its CSV record shows (the server's export reads only these). */
export type SettlementCsvRow = Pick<
  Settlement,
  | 'settlementNo'
  | 'period'
  | 'orgName'
  | 'institutionName'
  | 'grossFen'
  | 'shareBp'
  | 'shareFen'
  | 'feeFen'
  | 'netFen'
  | 'bankSerialNo'
  | 'failureReason'
  | 'status'
>;

/** Settlements (settleList): the screen's column titles; money as plain yuan, so a spreadsheet can sum it. */
export const settlementCsvColumns: readonly CsvColumn<SettlementCsvRow>[] = [
  textColumn('settlementNo', 'settlements.field.settlementNo', (s) => s.settlementNo),
  textColumn('period', 'settlements.field.period', (s) => s.period),
  textColumn('org', 'settlements.field.org', (s) => s.orgName),
  textColumn('institution', 'settlements.field.institution', (s) => s.institutionName),
  yuanColumn('gross', 'settlements.field.gross', (s) => s.grossFen),
  percentColumn('shareBp', 'settlements.field.shareBp', (s) => s.shareBp),
  yuanColumn('share', 'settlements.field.share', (s) => s.shareFen),
  yuanColumn('fee', 'settlements.field.fee', (s) => s.feeFen),
  yuanColumn('net', 'settlements.field.net', (s) => s.netFen),
  textColumn('bankSerialNo', 'settlements.field.bankSerialNo', (s) => s.bankSerialNo),
  {
    // A failure reason the system produced is a code: the cell is its text in the export's locale.
    id: 'failureReason',
    title: 'settlements.field.failureReason',
    value: (s, t) => systemText(s.failureReason, t),
  },
  labelColumn('status', 'data.common.status', (s) => `status.settlement.${s.status}`),
];

/** Deposit accounts (BzjList): the screen's columns and money cells. */
export const depositAccountCsvColumns: readonly CsvColumn<DepositAccount>[] = [
  textColumn('accountNo', 'deposits.field.accountNo', (a) => a.accountNo),
  textColumn('institution', 'deposits.field.institution', (a) => a.institutionName),
  textColumn('merchant', 'deposits.field.merchant', (a) => a.merchantName ?? ''),
  yuanColumn('required', 'deposits.field.required', (a) => a.requiredFen),
  yuanColumn('paid', 'deposits.field.paid', (a) => a.paidFen),
  yuanColumn('frozen', 'deposits.field.frozen', (a) => a.frozenFen),
  yuanColumn('available', 'deposits.field.available', (a) => a.availableFen),
  yuanColumn('shortfall', 'deposits.field.shortfall', (a) => a.shortfallFen),
  labelColumn('status', 'data.common.status', (a) => `status.deposit.${a.status}`),
  textColumn('createdAt', 'data.common.createdAt', (a) => a.createdAt),
];

/** Deposit requests (BzjCheckList, the review queue). */
export const depositRequestCsvColumns: readonly CsvColumn<DepositRequest>[] = [
  textColumn('accountNo', 'deposits.field.accountNo', (r) => r.accountNo),
  textColumn('institution', 'deposits.field.institution', (r) => r.institutionName),
  labelColumn('kind', 'review.field.kind', (r) => `requestKind.deposit.${r.kind}`),
  yuanColumn('amount', 'review.field.amount', (r) => r.amountFen),
  textColumn('note', 'review.field.note', (r) => r.note),
  textColumn('submitted', 'review.field.submittedBy', (r) => r.submittedBy),
  textColumn('submittedAt', 'review.field.submittedAt', (r) => r.submittedAt),
  labelColumn('status', 'data.common.status', (r) => `status.decision.${r.status}`),
  textColumn('decided', 'review.field.decidedBy', (r) => r.decidedBy ?? ''),
  textColumn('reason', 'review.field.reason', (r) => r.reason ?? ''),
];

/** Merchant reviews (the merchant review queue); a change lists its fields as `f: from → to`. */
export const merchantReviewCsvColumns: readonly CsvColumn<MerchantReview>[] = [
  textColumn('merchantNo', 'merchants.field.merchantNo', (r) => r.merchantNo),
  textColumn('merchantName', 'merchants.field.name', (r) => r.merchantName),
  labelColumn('kind', 'review.field.kind', (r) => `reviewKind.merchant.${r.kind}`),
  textColumn('changes', 'merchantReview.section.changes', (r) =>
    Object.entries(r.changes)
      .map(([f, c]) => `${f}: ${c.from} → ${c.to}`)
      .join('; '),
  ),
  textColumn('submitted', 'review.field.submittedBy', (r) => r.submittedBy),
  textColumn('submittedAt', 'review.field.submittedAt', (r) => r.submittedAt),
  labelColumn('status', 'data.common.status', (r) => `status.decision.${r.status}`),
  textColumn('decided', 'review.field.decidedBy', (r) => r.decidedBy ?? ''),
  textColumn('reason', 'review.field.reason', (r) => r.reason ?? ''),
];

/** The system log (SysLogList); the detail as one line of JSON. */
export const logCsvColumns: readonly CsvColumn<LogEntry>[] = [
  textColumn('id', 'systemLog.field.id', (e) => e.id),
  textColumn('at', 'systemLog.field.at', (e) => e.at),
  textColumn('username', 'systemLog.field.username', (e) => e.username),
  textColumn('ip', 'systemLog.field.ip', (e) => e.ip),
  textColumn('module', 'systemLog.field.module', (e) => e.module),
  textColumn('action', 'systemLog.field.action', (e) => e.action),
  {
    // A target the system named by a code (a demo card's title) in the export's locale.
    id: 'target',
    title: 'systemLog.field.target',
    value: (e, t) => systemText(e.target, t),
  },
  textColumn('result', 'systemLog.field.result', (e) => e.result),
  textColumn('requestId', 'systemLog.field.requestId', (e) => e.requestId),
  textColumn('detail', 'systemLog.field.detail', (e) =>
    e.detail === null ? '' : JSON.stringify(e.detail),
  ),
];
