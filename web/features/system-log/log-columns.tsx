/**
 * The system log's columns, shared by the paged list and the live view so both show the same
 * fields; modules and actions are shown by their catalogue names in the operator's language.
 */
import { useMemo } from 'react';
import { logActionName, logModuleName } from '#core/audit';
import { systemText } from '#core/i18n/catalogue';
import type { LogEntry } from '#core/types';
import { useT } from '../../hooks/app-context.tsx';
import type { Column } from '../../components/data/columns.ts';
import { RecordStatus } from '../../components/data/record-status.tsx';
import { DateTimeCell, orEmpty } from '../../components/data/cells.tsx';

export function useLogColumns(): Column<LogEntry>[] {
  const { t, locale } = useT();
  return useMemo<Column<LogEntry>[]>(
    () => [
      {
        key: 'id',
        title: t('systemLog.field.id'),
        align: 'right',
        fixed: true,
        pin: 'start',
        width: '5rem',
        render: (r) => <span className="tabular-nums text-fg-3">{r.id}</span>,
      },
      {
        key: 'at',
        title: t('systemLog.field.at'),
        width: '10.5rem',
        render: (r) => <DateTimeCell value={r.at} />,
      },
      {
        key: 'username',
        title: t('systemLog.field.username'),
        width: '7rem',
        render: (r) => orEmpty(r.username),
      },
      {
        key: 'ip',
        priority: 3,
        title: t('systemLog.field.ip'),
        width: '7.5rem',
        render: (r) => <span className="font-mono text-xs">{r.ip}</span>,
      },
      {
        key: 'module',
        title: t('systemLog.field.module'),
        width: '7rem',
        render: (r) => <span title={r.module}>{logModuleName(r.module, locale)}</span>,
      },
      {
        key: 'action',
        title: t('systemLog.field.action'),
        width: '8rem',
        render: (r) => <span title={r.action}>{logActionName(r.action, locale)}</span>,
      },
      {
        key: 'target',
        title: t('systemLog.field.target'),
        nowrap: true,
        render: (r) => orEmpty(systemText(r.target, t)),
      },
      {
        key: 'result',
        title: t('systemLog.field.result'),
        width: '6rem',
        render: (r) => <RecordStatus kind="log" value={r.result} />,
      },
      {
        key: 'requestId',
        priority: 3,
        title: t('systemLog.field.requestId'),
        render: (r) => <span className="font-mono text-xs text-fg-3">{r.requestId}</span>,
      },
    ],
    [t, locale],
  );
}
