import { useState, type ReactNode } from 'react';
import { logActionName, logModuleName } from '#core/audit';
import { systemText } from '#core/i18n/catalogue';
import type { LogEntry } from '#core/types';
import { useT } from '../../../hooks/app-context.tsx';
import { DetailDrawer, Fields, Section } from '../../../components/data/detail-drawer.tsx';
import { RecordStatus } from '../../../components/data/record-status.tsx';

/** One log entry: labelled fields in the operator's language, the raw JSON behind a toggle. */
export function LogDrawer({
  entry,
  openKey,
  onClose,
}: {
  entry: LogEntry | null;
  openKey: string;
  onClose(): void;
}) {
  const { t, locale, formatDateTime } = useT();
  const [raw, setRaw] = useState(false);
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
                { label: t('systemLog.field.module'), value: logModuleName(entry.module, locale) },
                { label: t('systemLog.field.action'), value: logActionName(entry.action, locale) },
                { label: t('systemLog.field.target'), value: systemText(entry.target, t) || '—' },
                {
                  label: t('systemLog.field.ip'),
                  value: <span className="font-mono">{entry.ip}</span>,
                },
                {
                  label: t('systemLog.field.requestId'),
                  value: <span className="font-mono text-xs">{entry.requestId || '—'}</span>,
                  wide: true,
                },
              ]}
            />
          </Section>
          <Section title={t('systemLog.detail.title')}>
            {entry.detail === null || entry.detail === undefined ? (
              <p className="text-sm text-fg-3">{t('systemLog.detail.none')}</p>
            ) : (
              <>
                <DetailFields value={entry.detail} />
                <button
                  type="button"
                  aria-expanded={raw}
                  onClick={() => setRaw((v) => !v)}
                  className="mt-3 text-xs text-primary-6 hover:underline"
                >
                  {t(raw ? 'systemLog.detail.hideRaw' : 'systemLog.detail.showRaw')}
                </button>
                {raw && (
                  <pre
                    data-testid="log-detail-raw"
                    className="mt-2 max-h-[40vh] overflow-auto whitespace-pre-wrap break-all rounded bg-surface-2 p-3 font-mono text-xs text-fg-2"
                  >
                    {JSON.stringify(entry.detail, null, 2)}
                  </pre>
                )}
              </>
            )}
          </Section>
        </>
      )}
    </DetailDrawer>
  );
}

/** The detail's fields, labelled; amounts (`…Fen`) as money, nested objects one level deep. */
function DetailFields({ value }: { value: unknown }) {
  const { t, formatMoney } = useT();
  // The translator answers a missing key with the key itself.
  const has = (key: string) => t(key) !== key;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return <p className="text-sm text-fg">{String(JSON.stringify(value))}</p>;
  }
  const label = (key: string) =>
    has(`systemLog.detail.key.${key}`) ? t(`systemLog.detail.key.${key}`) : key;
  const show = (key: string, v: unknown): ReactNode => {
    if (v === null || v === undefined || v === '') return '—';
    if (typeof v === 'number' && /Fen$/.test(key) && Number.isInteger(v)) return formatMoney(v);
    if (typeof v === 'object' && !Array.isArray(v)) {
      return (
        <span className="flex flex-wrap gap-x-3">
          {Object.entries(v as Record<string, unknown>).map(([k, inner]) => (
            <span key={k}>
              <span className="text-fg-3">{label(k)}</span> {show(k, inner)}
            </span>
          ))}
        </span>
      );
    }
    return typeof v === 'string' ? v : JSON.stringify(v);
  };
  return (
    <Fields
      items={Object.entries(value as Record<string, unknown>).map(([key, v]) => ({
        label: label(key),
        value: show(key, v),
        wide: typeof v === 'object' && v !== null,
      }))}
    />
  );
}
