import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { AppError, Code } from '#core/errors';
import type { Institution } from '#core/types';
import type { Db } from '../../db/client.ts';
import { institutions, organisations } from '../../db/schema/index.ts';
import type { AuthedCtx } from '../../http/context.ts';
import { audited, isUniqueViolation } from '../../domain/decisions.ts';
import { labelColumn, textColumn } from '#core/csv';
import { type ListSource } from '../../list/source.ts';
import { countedBy, pagedRows } from '../../list/paged-rows.ts';
import { maskPhone } from '../../domain/masking.ts';
import { reindexRecord } from '../../domain/search-index.ts';
import { versionedChange } from '../../review/versioned.ts';
import type { InstitutionListQuery } from './inputs.ts';

type InstitutionRow = typeof institutions.$inferSelect;

const columns = {
  id: institutions.id,
  name: institutions.name,
  creditCode: institutions.creditCode,
  legalPerson: institutions.legalPerson,
  contactName: institutions.contactName,
  contactPhone: institutions.contactPhone,
  address: institutions.address,
  orgId: institutions.orgId,
  orgName: sql<string>`coalesce(${organisations.name}, '')`,
  status: institutions.status,
  version: institutions.version,
  createdAt: institutions.createdAt,
  updatedAt: institutions.updatedAt,
};

const select = (db: Db) =>
  db
    .select(columns)
    .from(institutions)
    .leftJoin(organisations, eq(organisations.id, institutions.orgId));
type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

function toInstitution(r: Row): Institution {
  return {
    ...r,
    contactPhone: maskPhone(r.contactPhone),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** Institutions (BusinessList), declared once for the list, the export and the search. */
export const institutionSource: ListSource<InstitutionListQuery, Institution> = {
  name: 'institutions',
  id: institutions.id,
  sorts: { name: institutions.name, createdAt: institutions.createdAt },
  defaultSort: '-createdAt',
  filters,
  rows: pagedRows(select, toInstitution),
  count: countedBy((db) => db.select({ n: count() }).from(institutions)),
  columns: [
    textColumn('name', 'institutions.field.name', (i) => i.name),
    textColumn('creditCode', 'institutions.field.creditCode', (i) => i.creditCode),
    textColumn('org', 'institutions.field.org', (i) => i.orgName),
    textColumn('legalPerson', 'institutions.field.legalPerson', (i) => i.legalPerson),
    textColumn('contactName', 'institutions.field.contactName', (i) => i.contactName),
    textColumn('contactPhone', 'institutions.field.contactPhone', (i) => i.contactPhone),
    textColumn('address', 'institutions.field.address', (i) => i.address),
    labelColumn('status', 'data.common.status', (i) => `status.institution.${i.status}`),
    textColumn('createdAt', 'data.common.createdAt', (i) => i.createdAt),
  ],
};

function filters(q: InstitutionListQuery): SQL | undefined {
  const conds: (SQL | undefined)[] = [];
  if (q.status) conds.push(eq(institutions.status, q.status));
  if (q.orgId) conds.push(eq(institutions.orgId, q.orgId));
  if (q.q) {
    const like = `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conds.push(or(ilike(institutions.name, like), ilike(institutions.creditCode, like)));
  }
  return and(...conds);
}

export async function getInstitution(db: Db, id: number): Promise<Institution> {
  const [row] = await select(db).where(eq(institutions.id, id));
  if (!row) throw new AppError(Code.NotFound);
  return toInstitution(row);
}

async function assertOrg(db: Db, orgId: number): Promise<void> {
  const [org] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  if (!org) throw new AppError(Code.NotFound, { fields: { orgId: 'not found' } });
}

const reindex = (db: Db, r: { id: number; name: string; creditCode: string }) =>
  reindexRecord(db, {
    kind: 'institution',
    key: String(r.id),
    title: r.name,
    subtitle: r.creditCode,
    name: r.name,
    codes: [r.creditCode],
  });

type Fields = {
  name: string;
  creditCode: string;
  legalPerson: string;
  contactName: string;
  contactPhone: string;
  address: string;
  orgId: number;
};

function duplicateGuard(e: unknown): never {
  if (isUniqueViolation(e))
    throw new AppError(Code.Duplicate, { fields: { creditCode: 'duplicate' } });
  throw e;
}

export async function createInstitution(ctx: AuthedCtx, body: Fields): Promise<Institution> {
  return audited(
    ctx,
    { module: 'institutions', action: 'create', target: body.creditCode },
    async () => {
      const id = await ctx.db
        .transaction(async (tx) => {
          await assertOrg(tx, body.orgId);
          const now = ctx.clock.now();
          const [row] = await tx
            .insert(institutions)
            .values({ ...body, createdAt: now, updatedAt: now })
            .returning();
          await reindex(tx, row);
          await ctx.audit(
            {
              module: 'institutions',
              action: 'create',
              target: row.creditCode,
              result: 'success',
              detail: { after: { ...row, contactPhone: maskPhone(row.contactPhone) } },
            },
            tx,
          );
          return row.id;
        })
        .catch(duplicateGuard);
      return getInstitution(ctx.db, id);
    },
  );
}

export async function updateInstitution(
  ctx: AuthedCtx,
  id: number,
  body: Partial<Fields> & { version: number },
): Promise<Institution> {
  const { version, ...changes } = body;
  const mask = <T extends { contactPhone: string }>(r: T) => ({
    ...r,
    contactPhone: maskPhone(r.contactPhone),
  });
  await versionedChange<InstitutionRow>(ctx, {
    module: 'institutions',
    action: 'update',
    label: String(id),
    table: institutions,
    where: eq(institutions.id, id),
    version,
    set: async (_before, tx) => {
      if (changes.orgId) await assertOrg(tx, changes.orgId);
      return changes;
    },
    after: (tx, _before, row) => reindex(tx, row),
    target: (row) => row.creditCode,
    detail: (before, row) => ({ before: mask(before), after: mask(row) }),
    refine: duplicateGuard,
  });
  return getInstitution(ctx.db, id);
}

export async function setInstitutionStatus(
  ctx: AuthedCtx,
  id: number,
  status: 'active' | 'suspended',
  version: number,
): Promise<Institution> {
  const action = status === 'active' ? 'activate' : 'suspend';
  await versionedChange<InstitutionRow>(ctx, {
    module: 'institutions',
    action,
    label: String(id),
    table: institutions,
    where: eq(institutions.id, id),
    version,
    from: [status === 'active' ? 'suspended' : 'active'],
    set: () => ({ status }),
    target: (row) => row.creditCode,
    detail: (before) => ({ before: { status: before.status }, after: { status } }),
  });
  return getInstitution(ctx.db, id);
}
