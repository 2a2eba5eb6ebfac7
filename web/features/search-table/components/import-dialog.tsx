/** Import content sets from a CSV file: a per-row report first, then only the valid rows are created. */
import { useId, useState } from 'react';
import { createContentSet } from '#core/api';
import { useApi, useT } from '../../../hooks/app-context.tsx';
import { Tag } from '../../../components/ui/badge.tsx';
import { FormDialog } from '../../../components/data/form.tsx';
import { useSubmit } from '../../../components/data/use-submit.ts';
import { checkImportRows, IMPORT_COLUMNS, type ImportRow } from '../csv-import.ts';

export function ImportDialog({
  onClose,
  onImported,
}: {
  onClose(): void;
  onImported(n: number): void;
}) {
  const api = useApi();
  const { t, locale } = useT();
  const id = useId();
  const submit = useSubmit();
  const [report, setReport] = useState<ImportRow[] | null>(null);
  const [headerError, setHeaderError] = useState<string | null>(null);
  const valid = report?.filter((r) => r.ok) ?? [];

  const read = async (file: File | undefined) => {
    setReport(null);
    setHeaderError(null);
    if (!file) return;
    const checked = checkImportRows(await file.text(), locale);
    if ('header' in checked)
      setHeaderError(
        t('template.search.import.missingColumns', { columns: checked.header.join(', ') }),
      );
    else setReport(checked);
  };

  return (
    <FormDialog
      open
      wide
      onClose={onClose}
      title={t('template.search.import')}
      description={t('template.search.import.help', { columns: IMPORT_COLUMNS.join(',') })}
      submitting={submit.pending}
      submitText={t('template.search.import.submit', { count: valid.length })}
      error={submit.error}
      onSubmit={async () => {
        if (!valid.length) return;
        const result = await submit.run(async () => {
          for (const row of valid) if (row.ok) await createContentSet(api, row.value);
          return valid.length;
        });
        if (result.ok) onImported(result.value);
      }}
    >
      <div className="flex flex-col gap-1 sm:col-span-2">
        <label htmlFor={id} className="text-sm text-fg-2">
          {t('template.search.import.file')}
        </label>
        <input
          id={id}
          type="file"
          accept=".csv,text/csv"
          onChange={(e) => void read(e.target.files?.[0])}
          className="text-sm text-fg file:mr-3 file:rounded file:border file:border-line file:bg-surface-2 file:px-2 file:py-1 file:text-fg"
        />
        {headerError && (
          <p role="alert" className="text-xs text-danger">
            {headerError}
          </p>
        )}
      </div>
      {report && (
        <div className="sm:col-span-2">
          <p role="status" className="mb-2 text-sm text-fg-2">
            {t('template.search.import.summary', {
              valid: valid.length,
              invalid: report.length - valid.length,
            })}
          </p>
          <ul
            aria-label={t('template.search.import.report')}
            className="max-h-64 overflow-auto rounded border border-line text-sm scrollbar-thin"
          >
            {report.map((row) => (
              <li
                key={row.line}
                className="flex items-start gap-3 border-b border-line px-3 py-1.5 last:border-0"
              >
                <span className="w-16 shrink-0 tabular-nums text-fg-3">
                  {t('template.search.import.line', { line: row.line })}
                </span>
                {row.ok ? (
                  <>
                    <Tag color="green">{t('template.search.import.ok')}</Tag>
                    <span className="truncate">{row.value.name}</span>
                  </>
                ) : (
                  <>
                    <Tag color="red">{t('template.search.import.bad')}</Tag>
                    <span className="text-danger">
                      {Object.entries(row.errors)
                        .map(([field, message]) => `${field}: ${message}`)
                        .join('; ')}
                    </span>
                  </>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </FormDialog>
  );
}
