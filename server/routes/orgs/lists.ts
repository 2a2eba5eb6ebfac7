import { and, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import { bpToPercentString } from '#core/money';
import type { Organisation } from '#core/types';
import { organisations } from '../../db/schema/index.ts';
import { labelColumn, textColumn } from '#core/csv';
import { type ListSource } from '../../list/source.ts';
import { countedBy, pagedRows } from '../../list/paged-rows.ts';
import type { OrgListQuery } from './inputs.ts';
import { toOrg } from './queries.ts';

function filters(q: OrgListQuery): SQL | undefined {
  const like = q.q ? `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : '';
  return and(
    q.status ? eq(organisations.status, q.status) : undefined,
    q.kind ? eq(organisations.kind, q.kind) : undefined,
    q.parentId ? eq(organisations.parentId, q.parentId) : undefined,
    q.q ? or(ilike(organisations.name, like), ilike(organisations.code, like)) : undefined,
  );
}

/** Organisations (StructureList): list, cursor pages and the CSV export. */
export const orgSource: ListSource<OrgListQuery, Organisation> = {
  name: 'organisations',
  id: organisations.id,
  sorts: {
    id: organisations.id,
    code: organisations.code,
    name: organisations.name,
    createdAt: organisations.createdAt,
  },
  defaultSort: 'id',
  filters,
  rows: pagedRows((db) => db.select().from(organisations), toOrg),
  count: countedBy((db) => db.select({ n: count() }).from(organisations)),
  columns: [
    textColumn('code', 'structure.field.code', (o) => o.code),
    textColumn('name', 'structure.field.name', (o) => o.name),
    labelColumn('kind', 'structure.field.kind', (o) => `orgKind.${o.kind}`),
    labelColumn('settlementTarget', 'structure.field.settlementTarget', (o) =>
      o.settlementTarget ? 'structure.yes' : 'structure.no',
    ),
    textColumn('shareBp', 'structure.field.shareBp', (o) =>
      o.settlementTarget ? bpToPercentString(o.shareBp) : '',
    ),
    textColumn('bankAccount', 'structure.field.bankAccount', (o) => o.bankAccount),
    labelColumn('status', 'data.common.status', (o) => `status.org.${o.status}`),
  ],
};
