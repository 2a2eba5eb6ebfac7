import type { DepositAccount } from '#core/types';

/** One frozen deposit account, as the API sends it: the schema tests parse it, the CSV tests write it. */
export const depositAccount: DepositAccount = {
  id: 1,
  accountNo: 'BZJ202603010001',
  institutionId: 3,
  institutionName: '福州机构',
  merchantId: null,
  merchantNo: null,
  merchantName: null,
  requiredFen: 1_000_000,
  paidFen: 600_000,
  frozenFen: 100_000,
  availableFen: 500_000,
  shortfallFen: 400_000,
  status: 'frozen',
  version: 2,
  createdAt: '2026-03-01T01:00:00Z',
  updatedAt: '2026-03-01T01:00:00Z',
};
