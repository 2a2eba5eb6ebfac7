import type { Locale } from '#core/errors';
import type { LogEntry } from '#core/types';
import { column, type Column } from '../../output/columns.ts';
import { systemTextIn } from '../../output/system-text.ts';

/** The detail (before/after) as one compact JSON line; control characters go at print time. */
export function detailText(detail: unknown): string {
  if (detail === null || detail === undefined) return '';
  return typeof detail === 'string' ? detail : JSON.stringify(detail);
}

/** The log's columns; a target the system named by a code (a demo card's title) in `locale`. */
export const logColumns = (locale: Locale): readonly Column<LogEntry>[] => [
  column('id', 'cli.field.id', 'text', (e) => e.id),
  column('at', 'cli.field.time', 'time', (e) => e.at),
  column('username', 'cli.field.user', 'text', (e) => e.username),
  column('ip', 'cli.field.ip', 'text', (e) => e.ip),
  column('module', 'cli.field.module', 'text', (e) => e.module),
  column('action', 'cli.field.action', 'text', (e) => e.action),
  column('target', 'cli.field.target', 'text', (e) => systemTextIn(e.target, locale)),
  column('result', 'cli.field.result', 'status', (e) => e.result),
  column('detail', 'cli.field.detail', 'text', (e) => detailText(e.detail)),
];
