import { describe, expect, it } from 'vitest';
import {
  csvRecordWriter,
  csvTitles,
  depositAccountCsvColumns,
  depositRequestCsvColumns,
  logCsvColumns,
  merchantReviewCsvColumns,
  settlementCsvColumns,
  type CsvColumn,
  type SettlementCsvRow,
} from '#core/csv';
import { createI18n, settlementFailureCode, systemTextCode } from '#core/i18n';
import type { DepositRequest, LogEntry, MerchantReview } from '#core/types';
import { depositAccount } from '../deposit-account.ts';

const en = createI18n('en-US').t;
const zh = createI18n('zh-CN').t;
const AT = '2026-03-01T01:00:00Z';

/** The header row and the records of `rows` as the export writes them in one locale. */
function exported<T>(columns: readonly CsvColumn<T>[], t: (key: string) => string, ...rows: T[]) {
  const write = csvRecordWriter(columns, t);
  return { header: csvTitles(columns, t), records: rows.map(write) };
}

const settlement: SettlementCsvRow = {
  settlementNo: 'ST202603010001',
  period: '2026-03-01',
  orgName: '上海分公司',
  institutionName: '福州机构',
  grossFen: 123_456_789,
  shareBp: 1250,
  shareFen: 15_432_099,
  feeFen: 5,
  netFen: 15_432_094,
  bankSerialNo: null,
  failureReason: settlementFailureCode('bankBusy'),
  status: 'failed',
};

const review = {
  submittedBy: 'op1',
  submittedAt: AT,
  decidedBy: null,
  decidedAt: null,
  reason: null,
  version: 1,
};

describe('settlement export', () => {
  it('titles the columns as the screen does, in both locales', () => {
    expect(exported(settlementCsvColumns, en).header).toEqual([
      'Settlement no.',
      'Period',
      'Receiving organisation',
      'Source institution',
      'Gross',
      'Share',
      'Share amount',
      'Fee',
      'Net',
      'Bank serial no.',
      'Failure reason',
      'Status',
    ]);
    expect(exported(settlementCsvColumns, zh).header).toEqual([
      '结算单号',
      '结算日期',
      '收款机构',
      '来源机构',
      '交易总额',
      '分润比例',
      '分润金额',
      '手续费',
      '实结金额',
      '银行流水号',
      '失败原因',
      '状态',
    ]);
  });

  it('writes money as plain yuan, the share as a percent and the failure code as text', () => {
    expect(exported(settlementCsvColumns, en, settlement).records).toEqual([
      'ST202603010001,2026-03-01,上海分公司,福州机构,1234567.89,12.5%,154320.99,0.05,154320.94,,' +
        '"The bank system is busy, please retry later",Failed\r\n',
    ]);
    expect(exported(settlementCsvColumns, zh, settlement).records).toEqual([
      'ST202603010001,2026-03-01,上海分公司,福州机构,1234567.89,12.5%,154320.99,0.05,154320.94,,' +
        '银行系统繁忙，请稍后重试,结算失败\r\n',
    ]);
  });

  it('keeps a settled row empty of failure and a typed reason as typed', () => {
    const settled = {
      ...settlement,
      shareBp: 10_000,
      netFen: -100,
      bankSerialNo: 'B1',
      failureReason: null,
      status: 'settled' as const,
    };
    const [record] = exported(settlementCsvColumns, en, settled).records;
    expect(record.split(',').slice(5)).toEqual([
      '100%',
      '154320.99',
      '0.05',
      '-1.00',
      'B1',
      '',
      'Settled\r\n',
    ]);
    const typed = { ...settlement, failureReason: 'card lost' };
    expect(exported(settlementCsvColumns, zh, typed).records[0]).toContain(
      ',card lost,结算失败\r\n',
    );
  });
});

describe('deposit exports', () => {
  const account = depositAccount;
  const request: DepositRequest = {
    ...review,
    status: 'rejected',
    decidedBy: 'admin',
    decidedAt: AT,
    reason: 'no, not yet',
    id: 11,
    accountId: 1,
    accountNo: 'BZJ202603010001',
    institutionName: '福州机构',
    kind: 'top_up',
    amountFen: 600_001,
    note: '=SUM(A1)',
  };

  it('writes an account row with its balances and status in both locales', () => {
    const english = exported(depositAccountCsvColumns, en, account);
    expect(english.header).toEqual([
      'Account no.',
      'Institution',
      'Merchant',
      'Required',
      'Paid',
      'Frozen',
      'Available',
      'Shortfall',
      'Status',
      'Created',
    ]);
    expect(english.records).toEqual([
      `BZJ202603010001,福州机构,,10000.00,6000.00,1000.00,5000.00,4000.00,Frozen,${AT}\r\n`,
    ]);
    const chinese = exported(depositAccountCsvColumns, zh, {
      ...account,
      merchantName: '福州商户',
    });
    expect(chinese.header.slice(3, 9)).toEqual([
      '应缴金额',
      '已缴金额',
      '冻结金额',
      '可用金额',
      '欠缴金额',
      '状态',
    ]);
    expect(chinese.records[0]).toBe(
      `BZJ202603010001,福州机构,福州商户,10000.00,6000.00,1000.00,5000.00,4000.00,已冻结,${AT}\r\n`,
    );
  });

  it('writes a request row with its kind and decision, guarding formulas and quoting commas', () => {
    const english = exported(depositRequestCsvColumns, en, request);
    expect(english.header).toEqual([
      'Account no.',
      'Institution',
      'Kind',
      'Amount',
      'Note',
      'Submitted by',
      'Submitted at',
      'Status',
      'Decided by',
      'Reason',
    ]);
    expect(english.records[0]).toBe(
      `BZJ202603010001,福州机构,Top up,6000.01,'=SUM(A1),op1,${AT},Rejected,admin,"no, not yet"\r\n`,
    );
    const pending = {
      ...request,
      status: 'pending' as const,
      decidedBy: null,
      reason: null,
      note: '',
    };
    expect(exported(depositRequestCsvColumns, zh, pending).records[0]).toBe(
      `BZJ202603010001,福州机构,缴纳,6000.01,,op1,${AT},待审核,,\r\n`,
    );
  });
});

describe('merchant review export', () => {
  const change: MerchantReview = {
    ...review,
    status: 'approved',
    decidedBy: 'admin',
    decidedAt: AT,
    id: 8,
    merchantId: 4,
    merchantNo: 'M202603010001',
    merchantName: '福州商户',
    kind: 'change',
    changes: {
      name: { from: '旧名', to: '新名' },
      bankAccount: { from: '6222****0001', to: '6222****0002' },
    },
  };

  it('lists a change as `field: from → to`, one per field', () => {
    const english = exported(merchantReviewCsvColumns, en, change);
    expect(english.header).toEqual([
      'Merchant no.',
      'Merchant name',
      'Kind',
      'Changes',
      'Submitted by',
      'Submitted at',
      'Status',
      'Decided by',
      'Reason',
    ]);
    expect(english.records[0]).toBe(
      `M202603010001,福州商户,Change,name: 旧名 → 新名; bankAccount: 6222****0001 → 6222****0002,op1,${AT},Approved,admin,\r\n`,
    );
    expect(
      exported(merchantReviewCsvColumns, zh, {
        ...change,
        kind: 'onboard',
        changes: {},
        status: 'pending',
        decidedBy: null,
      }).records[0],
    ).toBe(`M202603010001,福州商户,${zh('reviewKind.merchant.onboard')},,op1,${AT},待审核,,\r\n`);
    expect(zh('reviewKind.merchant.onboard')).not.toBe('reviewKind.merchant.onboard');
  });
});

describe('system log export', () => {
  const entry: LogEntry = {
    id: 7,
    at: AT,
    username: 'admin',
    ip: '127.0.0.1',
    module: 'deposit',
    action: 'approve',
    target: systemTextCode('demo.monitor.viewer', { n: 3 }),
    result: 'success',
    detail: { before: { paidFen: 0 }, after: { paidFen: 100 } },
    requestId: 'r7',
  };

  it('writes the target code in the locale and the detail as one JSON cell', () => {
    const english = exported(logCsvColumns, en, entry, {
      ...entry,
      id: 8,
      target: 'BZJ1',
      detail: null,
    });
    expect(english.header).toEqual([
      'ID',
      'Time',
      'User',
      'IP',
      'Module',
      'Action',
      'Target',
      'Result',
      'Request id',
      'Detail (before / after)',
    ]);
    expect(english.records).toEqual([
      `7,${AT},admin,127.0.0.1,deposit,approve,Viewer 3,success,r7,"{""before"":{""paidFen"":0},""after"":{""paidFen"":100}}"\r\n`,
      `8,${AT},admin,127.0.0.1,deposit,approve,BZJ1,success,r7,\r\n`,
    ]);
    const chinese = exported(logCsvColumns, zh, entry);
    expect(chinese.header[6]).toBe('对象');
    expect(chinese.records[0].split(',')[6]).toBe('观众3');
  });
});
