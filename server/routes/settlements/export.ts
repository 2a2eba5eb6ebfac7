import { and, sql } from 'drizzle-orm';
import type { Locale } from '#core/errors';
import { csvRecordWriter, csvTitles, settlementCsvColumns, type SettlementCsvRow } from '#core/csv';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { institutions, organisations, settlements } from '../../db/schema/index.ts';
import { csvResponse, keysetPages } from '../../http/csv.ts';
import { translator } from '../../domain/i18n.ts';
import { afterCursor, orderOf, type CursorKey, type SortChoice } from '../../domain/paging.ts';
import type { SettlementListQuery } from './inputs.ts';
import { settlementFilters } from './queries.ts';

/** One export row as the driver returns it (bigint columns may arrive as strings). */
interface ExportRow {
  id: number;
  no: string;
  period_text: string;
  org_id: number;
  institution_id: number;
  gross_fen: number | string;
  share_bp: number;
  share_fen: number | string;
  fee_fen: number | string;
  net_fen: number | string;
  bank_serial_no: string | null;
  failure_reason: string | null;
  status: string;
}

const SORT_VALUE: Record<string, (r: ExportRow) => string | number> = {
  period: (r) => r.period_text,
  grossFen: (r) => Number(r.gross_fen),
  netFen: (r) => Number(r.net_fen),
  settlementNo: (r) => r.no,
};

/** Organisation and institution names by id, read once per export (a few thousand rows at most). */
async function namesById(db: Db) {
  const [orgRows, instRows] = await Promise.all([
    db.select({ id: organisations.id, name: organisations.name }).from(organisations),
    db.select({ id: institutions.id, name: institutions.name }).from(institutions),
  ]);
  return {
    org: new Map(orgRows.map((o) => [o.id, o.name])),
    inst: new Map(instRows.map((i) => [i.id, i.name])),
  };
}

/**
 * The settlement export: core's settlement CSV columns and record writer (the same header and
 * cells qy's `--csv` writes from the list API), fed by a faster path: keyset pages of raw rows
 * (no joins, no ORM row mapping; names from one read per export), written a page at a time.
 */
export async function exportSettlements(
  db: Db,
  q: SettlementListQuery,
  choice: SortChoice,
  locale: Locale,
  pageSize = 5000,
): Promise<Response> {
  const names = await namesById(db);
  const t = translator(locale);
  const record = csvRecordWriter(settlementCsvColumns, t);
  const valueOf = SORT_VALUE[choice.field];
  const filters = settlementFilters(q);

  const fetchPage = async (after: CursorKey | null): Promise<ExportRow[]> =>
    rowsOf<ExportRow>(
      await db.execute(sql`select ${settlements.id} as id, ${settlements.settlementNo} as no,
        ${settlements.period}::text as period_text, ${settlements.orgId} as org_id,
        ${settlements.institutionId} as institution_id, ${settlements.grossFen} as gross_fen,
        ${settlements.shareBp} as share_bp, ${settlements.shareFen} as share_fen,
        ${settlements.feeFen} as fee_fen, ${settlements.netFen} as net_fen,
        ${settlements.bankSerialNo} as bank_serial_no, ${settlements.failureReason} as failure_reason,
        ${settlements.status} as status
        from ${settlements}
        where ${and(filters, after ? afterCursor(choice, settlements.id, after) : undefined) ?? sql`true`}
        order by ${sql.join(orderOf(choice, settlements.id), sql`, `)}
        limit ${pageSize}`),
    );

  const toRecord = (r: ExportRow): string =>
    record({
      settlementNo: r.no,
      period: r.period_text,
      orgName: names.org.get(r.org_id) ?? '',
      institutionName: names.inst.get(r.institution_id) ?? '',
      grossFen: Number(r.gross_fen),
      shareBp: Number(r.share_bp),
      shareFen: Number(r.share_fen),
      feeFen: Number(r.fee_fen),
      netFen: Number(r.net_fen),
      bankSerialNo: r.bank_serial_no,
      failureReason: r.failure_reason,
      status: r.status as SettlementCsvRow['status'],
    });

  const pages = keysetPages<ExportRow, CursorKey>(async (after) => {
    const rows = await fetchPage(after);
    const last = rows[rows.length - 1];
    const next =
      rows.length < pageSize || !last
        ? null
        : { f: choice.field, v: valueOf(last), id: Number(last.id) };
    return { rows, next };
  }, toRecord);

  return csvResponse('settlements.csv', csvTitles(settlementCsvColumns, t), pages);
}
