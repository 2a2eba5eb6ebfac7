import type { CurrentUser, DepositAccountDetail, LogEntry, Settlement } from '#core/types';

export function user(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 1,
    username: 'admin',
    name: '管理员',
    avatar: '',
    job: '',
    organization: 'HQ',
    location: '',
    email: 'admin@example.com',
    introduction: '',
    personalWebsite: '',
    jobName: '',
    organizationName: '总部',
    locationName: '',
    phone: '138****0001',
    registrationDate: '2026-01-01',
    accountId: 'A1',
    certification: 1,
    role: 'admin',
    ...overrides,
  };
}

export function depositAccount(
  n: number,
  overrides: Partial<DepositAccountDetail> = {},
): DepositAccountDetail {
  return {
    id: n,
    accountNo: `BZJ20260101${String(n).padStart(6, '0')}`,
    institutionId: 10 + n,
    institutionName: n % 2 ? '杭州示例科技有限公司' : 'Acme Ltd',
    merchantId: null,
    merchantNo: null,
    merchantName: null,
    requiredFen: 1_000_000 * n,
    paidFen: 123_456,
    frozenFen: 0,
    availableFen: 123_456,
    shortfallFen: 1_000_000 * n - 123_456,
    status: n % 2 ? 'active' : 'pending_review',
    version: 1,
    createdAt: '2026-01-01T08:00:00.000Z',
    updatedAt: '2026-01-02T08:00:00.000Z',
    requests: [],
    history: [],
    ...overrides,
  };
}

export function settlement(n: number, overrides: Partial<Settlement> = {}): Settlement {
  return {
    id: n,
    settlementNo: `ST20260101${String(n).padStart(6, '0')}`,
    period: '2026-01-15',
    orgId: 3,
    orgName: '华东分公司',
    institutionId: 7,
    institutionName: 'Acme, "Ltd"',
    grossFen: 100_000 * n,
    shareBp: 1250,
    shareFen: 12_500 * n,
    feeFen: 100,
    netFen: 12_400 * n,
    bankSerialNo: null,
    failureReason: null,
    status: n % 2 ? 'settled' : 'failed',
    version: 1,
    createdAt: '2026-01-16T00:00:00.000Z',
    updatedAt: '2026-01-16T00:00:00.000Z',
    ...overrides,
  };
}

export function logEntry(id: number, overrides: Partial<LogEntry> = {}): LogEntry {
  return {
    id,
    at: '2026-01-16T00:00:00.000Z',
    username: 'admin',
    ip: '127.0.0.1',
    module: 'deposits',
    action: 'approve',
    target: `BZJ${id}`,
    result: 'success',
    detail: { note: `entry ${id}` },
    requestId: `r${id}`,
    ...overrides,
  };
}
