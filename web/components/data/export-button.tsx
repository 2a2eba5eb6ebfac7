import { useRef, useState } from 'react';
import { exportCsv } from '#core/api';
import { isAppError } from '#core/errors';
import { useApi, useT } from '../../hooks/app-context.tsx';
import { useRegisterCommands } from '../../hooks/use-commands.ts';
import { toast } from '../ui/toast.ts';
import { errorText } from './error-text.ts';
import { TOOLBAR_BUTTON } from './table-settings.tsx';

/** The file name the server suggests (Content-Disposition), else `<fallback>-<date>.csv`. */
export function csvFileName(
  disposition: string | null,
  fallback: string,
  now = new Date(),
): string {
  const star = disposition?.match(/filename\*=UTF-8''([^;]+)/i);
  if (star) return decodeURIComponent(star[1]);
  const plain = disposition?.match(/filename="?([^";]+)"?/i);
  if (plain) return plain[1];
  return `${fallback}-${now.toISOString().slice(0, 10)}.csv`;
}

function saveBlob(blob: Blob, name: string) {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

interface ExportButtonProps {
  /** The list's API path, e.g. '/deposits/accounts'; the export is `<path>/export.csv`. */
  path: string;
  /** The current filters and sort (paging is dropped: the export is the whole filtered set). */
  query: Record<string, string | number>;
  /** Base of the file name when the server suggests none. */
  fileBase: string;
}

/**
 * Downloads the current list as CSV: streams the server's export through core's client (auth
 * headers and error decoding included) into a Blob. Also offered in the palette.
 */
export function ExportButton({ path, query, fileBase }: ExportButtonProps) {
  const api = useApi();
  const { t, locale } = useT();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const response = await exportCsv(api, path, query);
      const blob = await response.blob();
      saveBlob(blob, csvFileName(response.headers.get('content-disposition'), fileBase));
      toast.success(t('data.export.done'));
    } catch (error) {
      // A refused or failed request is announced by the shared request-error toast.
      if (!isAppError(error)) toast.error(errorText(error, locale, t('data.export.failed')));
    } finally {
      setBusy(false);
    }
  };
  const runRef = useRef(run);
  runRef.current = run;

  useRegisterCommands(
    [
      {
        id: `export:${path}`,
        title: t('data.export.command'),
        group: 'page',
        icon: 'download',
        keywords: ['csv', 'export', 'download', '导出'],
        run: () => runRef.current(),
      },
    ],
    [path, JSON.stringify(query), locale],
  );

  return (
    <button
      type="button"
      onClick={run}
      disabled={busy}
      className={`${TOOLBAR_BUTTON} disabled:opacity-60`}
    >
      <svg
        aria-hidden
        viewBox="0 0 16 16"
        className="h-4 w-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      >
        <path d="M8 2v8m0 0 3-3m-3 3L5 7M3 12v2h10v-2" />
      </svg>
      {busy ? t('data.export.busy') : t('data.export.button')}
    </button>
  );
}
