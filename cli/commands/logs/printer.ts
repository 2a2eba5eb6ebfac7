import type { LogEntry } from '#core/types';
import { paint } from '../../output/ansi.ts';
import { plainCell, statusColor, statusLabel } from '../../output/cells.ts';
import { csvRecord } from '../../output/csv.ts';
import { padToWidth, truncateToWidth } from '../../output/layout.ts';
import type { OutputContext } from '../../output/print.ts';
import { shapeJson, type JsonShape } from '../../output/json-shape.ts';
import { cleanCell, safeJson } from '../../output/sanitize.ts';
import { displayWidth as stringWidth } from '../../output/width.ts';
import { systemTextIn } from '../../output/system-text.ts';
import { detailText, logColumns } from './columns.ts';

export interface LogPrinter {
  print(entry: LogEntry): void;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** `2026-03-04 05:06:07` in the machine's time zone. */
function logTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return cleanCell(iso);
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())} ${pad2(d.getHours())}:${pad2(d.getMinutes())}:${pad2(d.getSeconds())}`;
}

/**
 * Prints log entries one line each, as they arrive: NDJSON, CSV or TSV (header first) when asked
 * or piped, aligned coloured lines on a terminal. Server text never reaches the terminal raw.
 */
export function createLogPrinter(
  { io, t, locale, mode }: OutputContext,
  /** --json=fields / --jmespath, applied to each NDJSON line. */
  shape?: JsonShape,
): LogPrinter {
  const columns = logColumns(locale);
  // CSV and TSV show the header even before the first entry, so a consumer knows the columns.
  if (mode === 'csv') io.stdout.write(csvRecord(columns.map((c) => c.id)));
  if (mode === 'tsv') io.out(columns.map((c) => c.id).join('\t'));
  return {
    print(entry) {
      if (mode === 'json') return io.out(safeJson(shapeJson(entry, shape, t)));
      if (mode === 'csv') {
        io.stdout.write(csvRecord(columns.map((c) => plainCell(c, entry, true))));
        return;
      }
      if (mode === 'tsv') return io.out(columns.map((c) => plainCell(c, entry)).join('\t'));
      const fixed = [
        logTime(entry.at),
        padToWidth(truncateToWidth(cleanCell(entry.username), 12), 12, 'left'),
        padToWidth(truncateToWidth(cleanCell(entry.module), 12), 12, 'left'),
        padToWidth(truncateToWidth(cleanCell(entry.action), 16), 16, 'left'),
      ];
      const result = padToWidth(statusLabel(entry.result, t), 8, 'left');
      const rest = cleanCell(
        [systemTextIn(entry.target, locale), detailText(entry.detail)].filter(Boolean).join(' '),
      );
      const used = stringWidth(fixed.join('  ')) + 2 + stringWidth(result) + 2;
      const tail = truncateToWidth(rest, Math.max(10, io.columns() - used));
      io.out(
        `${paint(fixed[0], 'dim', io.color)}  ${fixed.slice(1).join('  ')}  ${paint(result, statusColor(entry.result) === 'green' ? 'green' : 'red', io.color)}  ${tail}`,
      );
    },
  };
}
