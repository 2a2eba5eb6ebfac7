import { sql } from 'drizzle-orm';
import type { SettlementCsvRow } from '#core/csv';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { settlements } from '../../db/schema/index.ts';
import type { RowsQuery } from '../../list/source.ts';
import { settlementColumns, settlementNames } from './queries.ts';

/** A settlement as its CSV export reads it: core's CSV fields and the id (the keyset's tie-break). */
export type SettlementCsvRecord = SettlementCsvRow & { id: number };

/**
 * The stored fields the export reads, by their names in the list's select (settlementColumns):
 * the CSV fields, with the organisation and institution ids for their names. The sort fields
 * (period, amounts, number) are among them, so the keyset continues from a record.
 */
const STORED = [
  'id',
  'settlementNo',
  'period',
  'orgId',
  'institutionId',
  'grossFen',
  'shareBp',
  'shareFen',
  'feeFen',
  'netFen',
  'bankSerialNo',
  'failureReason',
  'status',
] as const satisfies readonly (keyof typeof settlementColumns)[];

type StoredKey = (typeof STORED)[number];
type MoneyKey = Extract<StoredKey, `${string}Fen`>;

/**
 * A row as the driver gives it for a plain statement: the bigint amounts as text (postgres-js) or
 * numbers or bigints (PGlite), the other fields as the list's select has them (the date as text).
 */
type DriverRow = Omit<Pick<typeof settlements.$inferSelect, StoredKey>, MoneyKey> &
  Record<MoneyKey, string | number | bigint>;

/** `select <the stored fields as their names>`, built once. */
const FIELDS = sql.join(
  STORED.map((k) => sql`${settlementColumns[k]} as ${sql.identifier(k)}`),
  sql`, `,
);

/**
 * The rows of `query` for the CSV export: the same WHERE, order and page as the list's select,
 * run as one plain statement whose rows are made into records at once. The list's select maps
 * each field through drizzle (a type check and a decoder per field) into an object that
 * namedSettlements then copies, with its two timestamps parsed to Date and written back as text:
 * about half of the export's time went there (1M settlements, PostgreSQL).
 */
export async function settlementCsvRows(db: Db, query: RowsQuery): Promise<SettlementCsvRecord[]> {
  const where = query.where ? sql` where ${query.where}` : sql``;
  const offset = query.offset ? sql` offset ${query.offset}` : sql``;
  const rows = rowsOf<DriverRow>(
    await db.execute(
      sql`select ${FIELDS} from ${settlements}${where} order by ${sql.join(query.orderBy, sql`, `)} limit ${query.limit}${offset}`,
    ),
  );
  const names = await settlementNames(db, rows);
  return rows.map((r) => ({
    id: r.id,
    settlementNo: r.settlementNo,
    period: r.period,
    orgName: names.orgName(r),
    institutionName: names.institutionName(r),
    grossFen: Number(r.grossFen),
    shareBp: r.shareBp,
    shareFen: Number(r.shareFen),
    feeFen: Number(r.feeFen),
    netFen: Number(r.netFen),
    bankSerialNo: r.bankSerialNo,
    failureReason: r.failureReason,
    status: r.status,
  }));
}
