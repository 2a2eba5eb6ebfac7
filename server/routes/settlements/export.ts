import { and, sql } from 'drizzle-orm';
import type { Locale } from '#core/errors';
import { csvTitles, settlementCsvColumns } from '#core/csv';
import { bpToPercentString, fenToYuanString } from '#core/money';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { institutions, organisations, settlements } from '../../db/schema/index.ts';
import { csvCell, csvTextResponse } from '../../http/csv.ts';
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

const yuan = (fen: number | string) => fenToYuanString(Number(fen));

/** Escaped CSV cells of the names, read once per export (a few thousand rows at most). */
async function escapedNames(db: Db) {
  const [orgRows, instRows] = await Promise.all([
    db.select({ id: organisations.id, name: organisations.name }).from(organisations),
    db.select({ id: institutions.id, name: institutions.name }).from(institutions),
  ]);
  return {
    org: new Map(orgRows.map((o) => [o.id, csvCell(o.name)])),
    inst: new Map(instRows.map((i) => [i.id, csvCell(i.name)])),
  };
}

/**
 * The settlement export: core's settlement CSV columns (the header, and the cells qy's `--csv`
 * writes from the list API), produced here by a faster path: keyset pages of raw rows (no joins, no ORM row mapping), each page turned
 * into one CSV string; the next page is fetched while the current one is written, so the database
 * and the formatting overlap. Names and status labels are escaped once per export, not per row.
 */
export async function exportSettlements(
  db: Db,
  q: SettlementListQuery,
  choice: SortChoice,
  locale: Locale,
  pageSize = 5000,
): Promise<Response> {
  const names = await escapedNames(db);
  const t = translator(locale);
  const statusCell = new Map<string, string>();
  const statusOf = (s: string) => {
    let cell = statusCell.get(s);
    if (cell === undefined) statusCell.set(s, (cell = csvCell(t(`status.settlement.${s}`))));
    return cell;
  };
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

  const toCsv = (rows: readonly ExportRow[]): string => {
    let out = '';
    for (const r of rows) {
      out +=
        csvCell(r.no) +
        ',' +
        r.period_text +
        ',' +
        (names.org.get(r.org_id) ?? '') +
        ',' +
        (names.inst.get(r.institution_id) ?? '') +
        ',' +
        yuan(r.gross_fen) +
        ',' +
        bpToPercentString(Number(r.share_bp)) +
        ',' +
        yuan(r.share_fen) +
        ',' +
        yuan(r.fee_fen) +
        ',' +
        yuan(r.net_fen) +
        ',' +
        csvCell(r.bank_serial_no) +
        ',' +
        csvCell(r.failure_reason) +
        ',' +
        statusOf(r.status) +
        '\r\n';
    }
    return out;
  };

  async function* pages(): AsyncGenerator<string> {
    let pending: Promise<ExportRow[]> | null = fetchPage(null);
    while (pending) {
      const rows: ExportRow[] = await pending;
      const last = rows[rows.length - 1];
      pending =
        rows.length < pageSize || !last
          ? null
          : fetchPage({ f: choice.field, v: valueOf(last), id: Number(last.id) });
      // A client that stops reading leaves the prefetched page unread: never an unhandled rejection.
      pending?.catch(() => {});
      yield toCsv(rows);
    }
  }

  return csvTextResponse('settlements.csv', csvTitles(settlementCsvColumns, t), pages());
}
