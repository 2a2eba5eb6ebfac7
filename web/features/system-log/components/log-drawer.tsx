import type { LogEntry } from '#core/types';
import { useT } from '../../../hooks/app-context.tsx';
import { DetailDrawer, Fields, Section } from '../../../components/data/detail-drawer.tsx';
import { RecordStatus } from '../../../components/data/record-status.tsx';

/** One log entry with its before/after detail and request id. */
export function LogDrawer({
  entry,
  openKey,
  onClose,
}: {
  entry: LogEntry | null;
  openKey: string;
  onClose(): void;
}) {
  const { t, formatDateTime } = useT();
  return (
    <DetailDrawer
      open={!!openKey}
      onClose={onClose}
      title={`${t('systemLog.entry')} #${openKey}`}
      meta={entry && <RecordStatus kind="log" value={entry.result} />}
    >
      {!entry ? (
        <p className="text-sm text-fg-3">{t('systemLog.notLoaded')}</p>
      ) : (
        <>
          <Section title={t('systemLog.entry')}>
            <Fields
              items={[
                { label: t('systemLog.field.at'), value: formatDateTime(entry.at) },
                { label: t('systemLog.field.username'), value: entry.username || '—' },
                { label: t('systemLog.field.module'), value: entry.module },
                { label: t('systemLog.field.action'), value: entry.action },
                { label: t('systemLog.field.target'), value: entry.target || '—' },
                {
                  label: t('systemLog.field.ip'),
                  value: <span className="font-mono">{entry.ip}</span>,
                },
                {
                  label: t('systemLog.field.requestId'),
                  value: <span className="font-mono text-xs">{entry.requestId}</span>,
                  wide: true,
                },
              ]}
            />
          </Section>
          <Section title={t('systemLog.field.detail')}>
            <pre className="max-h-[50vh] overflow-auto whitespace-pre-wrap break-all rounded bg-surface-2 p-3 font-mono text-xs text-fg-2">
              {entry.detail === null || entry.detail === undefined
                ? '—'
                : JSON.stringify(entry.detail, null, 2)}
            </pre>
          </Section>
        </>
      )}
    </DetailDrawer>
  );
}
