import { useState } from 'react';
import { revealMerchantField } from '#core/api';
import type { RevealableField } from '#core/types';
import { useApi, useT } from '../../../hooks/app-context.tsx';
import { usePermission } from '../../../hooks/use-permission.ts';

/**
 * A masked personal field. Admins get a Reveal button; each reveal is one server call that the
 * server writes to the system log, so the plain value is never kept beyond this drawer.
 */
export function MaskedField({
  merchantNo,
  field,
  masked,
}: {
  merchantNo: string;
  field: RevealableField;
  masked: string;
}) {
  const api = useApi();
  const { t } = useT();
  const canReveal = usePermission(['admin']);
  const [value, setValue] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reveal = async () => {
    setBusy(true);
    try {
      const r = await revealMerchantField(api, merchantNo, field);
      setValue(r.value);
    } catch {
      /* the shared request-error toast announces the refusal */
    } finally {
      setBusy(false);
    }
  };

  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="font-mono" data-field={field}>
        {value ?? masked}
      </span>
      {canReveal && value === null && (
        <button
          type="button"
          onClick={reveal}
          disabled={busy}
          className="text-xs text-primary-6 hover:underline disabled:opacity-50"
        >
          {t('merchants.action.reveal')}
        </button>
      )}
      {value !== null && (
        <button
          type="button"
          onClick={() => setValue(null)}
          className="text-xs text-fg-3 hover:underline"
        >
          {t('merchants.action.hide')}
        </button>
      )}
    </span>
  );
}
