import type { Locale } from '#core/errors';
import type { Settlement } from '#core/types';
import { column, type Column } from '../../output/columns.ts';
import { systemTextIn } from '../../output/system-text.ts';

/**
 * `qy settlements list`: the failure reason last, in the chosen locale (as `--csv` has it): the
 * provider's and the seed's are codes, one an operator typed stays as typed (issue 26).
 */
export const settlementColumns = (locale: Locale): Column<Settlement>[] => [
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
  column('failureReason', 'cli.field.failureReason', 'text', (s) =>
    systemTextIn(s.failureReason, locale),
  ),
];

export const settlementDetailColumns = (locale: Locale): readonly Column<Settlement>[] => {
  const columns = settlementColumns(locale);
  const failure = columns.pop() as Column<Settlement>;
  return [
    ...columns,
    column('bankSerialNo', 'cli.field.bankSerialNo', 'text', (s) => s.bankSerialNo),
    failure,
    column('createdAt', 'cli.field.createdAt', 'time', (s) => s.createdAt),
    column('updatedAt', 'cli.field.updatedAt', 'time', (s) => s.updatedAt),
  ];
};
