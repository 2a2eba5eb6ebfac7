import { fenToYuanString, formatFen } from '#core/money';
import type { Translate } from '../text.ts';
import type { Column } from './columns.ts';
import { cleanCell, stripControl } from './sanitize.ts';

/** 1250 bp → '12.50%', with integer arithmetic only. */
export function basisPointsToPercent(bp: number): string {
  const sign = bp < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(bp));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}%`;
}

/**
 * The plain value of a cell for TSV and CSV: machine values, money as yuan '1234.56'. TSV cells
 * lose tabs and line breaks; CSV (`keepLineBreaks`) quotes them instead.
 */
export function plainCell<T>(col: Column<T>, row: T, keepLineBreaks = false): string {
  const value = col.get(row);
  if (value === null || value === undefined) return '';
  if (col.kind === 'money') return fenToYuanString(Number(value));
  if (col.kind === 'percent') return basisPointsToPercent(Number(value));
  return keepLineBreaks ? stripControl(String(value)) : cleanCell(String(value));
}

/** '2026-03-04T05:06:07.000Z' → '2026-03-04 05:06' in the machine's time zone. */
function shortTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The value of a cell in the terminal table: grouped yuan, translated status and yes / no, short times. */
export function displayCell<T>(col: Column<T>, row: T, t: Translate): string {
  const value = col.get(row);
  if (value === null || value === undefined) return '';
  switch (col.kind) {
    case 'money':
      return formatFen(Number(value), 'zh-CN', { symbol: false });
    case 'percent':
      return basisPointsToPercent(Number(value));
    case 'status':
      return statusLabel(String(value), t);
    case 'time':
      return shortTime(String(value));
    case 'flag':
      return t(String(value) === 'true' ? 'cli.value.yes' : 'cli.value.no');
    default:
      return cleanCell(String(value));
  }
}

/** The translated label of a status or request kind; the raw value when none is known. */
export function statusLabel(status: string, t: Translate): string {
  for (const prefix of ['cli.status.', 'cli.kind.']) {
    const key = `${prefix}${status}` as Parameters<Translate>[0];
    const label = t(key);
    if (label !== key) return label;
  }
  return cleanCell(status);
}

/** The colour of a status in the table: green done, yellow waiting, red refused or failed. */
export function statusColor(status: string): 'green' | 'yellow' | 'red' | 'gray' | 'cyan' {
  switch (status) {
    case 'active':
    case 'settled':
    case 'approved':
    case 'success':
      return 'green';
    case 'pending':
    case 'pending_review':
      return 'yellow';
    case 'processing':
      return 'cyan';
    case 'rejected':
    case 'failed':
    case 'failure':
    case 'frozen':
      return 'red';
    default:
      return 'gray';
  }
}
