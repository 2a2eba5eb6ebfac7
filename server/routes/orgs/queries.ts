import { eq } from 'drizzle-orm';
import { AppError, Code } from '#core/errors';
import type { Organisation } from '#core/types';
import type { Db } from '../../db/client.ts';
import { organisations } from '../../db/schema/index.ts';
import { maskBankAccount } from '../../domain/masking.ts';

export type OrgRow = typeof organisations.$inferSelect;

export function toOrg(row: OrgRow): Organisation {
  return {
    id: row.id,
    parentId: row.parentId,
    code: row.code,
    name: row.name,
    kind: row.kind,
    settlementTarget: row.settlementTarget,
    shareBp: row.shareBp,
    bankAccount: maskBankAccount(row.bankAccount),
    status: row.status,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function findOrg(db: Db, id: number): Promise<OrgRow> {
  const [row] = await db.select().from(organisations).where(eq(organisations.id, id));
  if (!row) throw new AppError(Code.NotFound);
  return row;
}

export async function getOrg(db: Db, id: number): Promise<Organisation> {
  return toOrg(await findOrg(db, id));
}
