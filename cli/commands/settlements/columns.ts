import type { Settlement } from '#core/types';
import { column, type Column } from '../../output/columns.ts';

export const settlementColumns: readonly Column<Settlement>[] = [
  column('settlementNo', 'cli.field.settlementNo', 'text', (s) => s.settlementNo),
  column('period', 'cli.field.period', 'text', (s) => s.period),
  column('org', 'cli.field.org', 'text', (s) => s.orgName),
  column('institution', 'cli.field.institution', 'text', (s) => s.institutionName),
  column('gross', 'cli.field.gross', 'money', (s) => s.grossFen),
  column('shareBp', 'cli.field.shareBp', 'percent', (s) => s.shareBp),
  column('share', 'cli.field.share', 'money', (s) => s.shareFen),
  column('fee', 'cli.field.fee', 'money', (s) => s.feeFen),
  column('net', 'cli.field.net', 'money', (s) => s.netFen),
  column('status', 'cli.field.status', 'status', (s) => s.status),
];

export const settlementDetailColumns: readonly Column<Settlement>[] = [
  ...settlementColumns,
  column('bankSerialNo', 'cli.field.bankSerialNo', 'text', (s) => s.bankSerialNo),
  column('failureReason', 'cli.field.failureReason', 'text', (s) => s.failureReason),
  column('createdAt', 'cli.field.createdAt', 'time', (s) => s.createdAt),
  column('updatedAt', 'cli.field.updatedAt', 'time', (s) => s.updatedAt),
];
