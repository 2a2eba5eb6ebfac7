import { and, desc, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DepositAccount, DepositRequest, HistoryEntry } from '#core/types';
import type { Db } from '../../db/client.ts';
import {
  depositAccounts,
  depositRequests,
  institutions,
  merchants,
  systemLogs,
} from '../../db/schema/index.ts';
import { availableFen, shortfallFen } from '#core/deposits';
import { iso } from '../../domain/paging.ts';
import { numberMatch } from '../../domain/search-keys.ts';
import type { AccountListQuery, RequestListQuery } from './inputs.ts';

const accountColumns = {
  id: depositAccounts.id,
  accountNo: depositAccounts.accountNo,
  institutionId: depositAccounts.institutionId,
  institutionName: institutions.name,
  merchantId: depositAccounts.merchantId,
  merchantNo: merchants.merchantNo,
  merchantName: merchants.name,
  requiredFen: depositAccounts.requiredFen,
  paidFen: depositAccounts.paidFen,
  frozenFen: depositAccounts.frozenFen,
  status: depositAccounts.status,
  version: depositAccounts.version,
  createdAt: depositAccounts.createdAt,
  updatedAt: depositAccounts.updatedAt,
};

type AccountRow = Awaited<ReturnType<ReturnType<typeof selectAccounts>['execute']>>[number];

export function toAccount(row: AccountRow): DepositAccount {
  return {
    ...row,
    availableFen: availableFen(row),
    shortfallFen: shortfallFen(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function selectAccounts(db: Db) {
  return db
    .select(accountColumns)
    .from(depositAccounts)
    .innerJoin(institutions, eq(institutions.id, depositAccounts.institutionId))
    .leftJoin(merchants, eq(merchants.id, depositAccounts.merchantId));
}

export function accountFilters(q: AccountListQuery): SQL | undefined {
  const conds: (SQL | undefined)[] = [];
  if (q.status) conds.push(eq(depositAccounts.status, q.status));
  if (q.institutionId) conds.push(eq(depositAccounts.institutionId, q.institutionId));
  if (q.shortfall === true) conds.push(gt(depositAccounts.requiredFen, depositAccounts.paidFen));
  if (q.shortfall === false)
    conds.push(sql`${depositAccounts.requiredFen} <= ${depositAccounts.paidFen}`);
  if (q.q) {
    conds.push(
      or(
        numberMatch(depositAccounts.accountNo, q.q),
        ilike(institutions.name, `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
      ),
    );
  }
  return and(...conds);
}

const requestColumns = {
  id: depositRequests.id,
  accountId: depositRequests.accountId,
  accountNo: depositAccounts.accountNo,
  institutionName: institutions.name,
  kind: depositRequests.kind,
  amountFen: depositRequests.amountFen,
  note: depositRequests.note,
  status: depositRequests.status,
  submittedBy: depositRequests.submittedBy,
  submittedAt: depositRequests.submittedAt,
  decidedBy: depositRequests.decidedBy,
  decidedAt: depositRequests.decidedAt,
  reason: depositRequests.reason,
  version: depositRequests.version,
};

export function selectRequests(db: Db) {
  return db
    .select(requestColumns)
    .from(depositRequests)
    .innerJoin(depositAccounts, eq(depositAccounts.id, depositRequests.accountId))
    .innerJoin(institutions, eq(institutions.id, depositAccounts.institutionId));
}

export function toRequest(
  row: Awaited<ReturnType<ReturnType<typeof selectRequests>['execute']>>[number],
): DepositRequest {
  return { ...row, submittedAt: row.submittedAt.toISOString(), decidedAt: iso(row.decidedAt) };
}

export function requestFilters(q: RequestListQuery): SQL | undefined {
  const conds: (SQL | undefined)[] = [];
  if (q.status) conds.push(eq(depositRequests.status, q.status));
  if (q.kind) conds.push(eq(depositRequests.kind, q.kind));
  if (q.accountNo) conds.push(eq(depositAccounts.accountNo, q.accountNo));
  if (q.q) {
    conds.push(
      or(
        numberMatch(depositAccounts.accountNo, q.q),
        ilike(institutions.name, `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
      ),
    );
  }
  return and(...conds);
}

/** The account's business events (what a `user` sees): successful opens, submissions, decisions. */
const BUSINESS_ACTIONS = ['open', 'submit', 'approve', 'reject'];

/**
 * The account's log. Admins see every row; a `user` sees business events only — no refused attempts
 * (admin usernames, failure codes and request ids of admin-only rows stay in the system log).
 */
export async function accountHistory(
  db: Db,
  accountNo: string,
  businessOnly: boolean,
): Promise<HistoryEntry[]> {
  const rows = await db
    .select()
    .from(systemLogs)
    .where(
      and(
        eq(systemLogs.module, 'deposits'),
        eq(systemLogs.target, accountNo),
        businessOnly ? eq(systemLogs.result, 'success') : undefined,
        businessOnly ? inArray(systemLogs.action, BUSINESS_ACTIONS) : undefined,
      ),
    )
    .orderBy(desc(systemLogs.id))
    .limit(200);
  return rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    user: r.username,
    action: r.action,
    result: r.result,
    detail: r.detail,
  }));
}
