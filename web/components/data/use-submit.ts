import { useCallback, useState } from 'react';
import { isAppError } from '#core/errors';
import { useT } from '../../hooks/app-context.tsx';
import { claimError } from '../../lib/request-errors.ts';
import { errorText } from './error-text.ts';

/** Field messages may arrive as message keys (core validators) or as text (the server). */
function fieldMessage(message: string, t: (key: string) => string): string {
  return /^validation\.[\w.]+$/.test(message) ? t(message) : message;
}

/**
 * Runs a write (create, edit, decide) and keeps what the form shows: pending, the server's
 * refusal as text, and per-field messages from a validation failure. A form shows the refusal
 * inline, so it claims the failure from the shared error toast (inline: true, the default); an
 * action without a form of its own (a drawer's enable/disable) passes inline: false and the shared
 * toast announces it.
 */
export function useSubmit({ inline = true }: { inline?: boolean } = {}) {
  const { t, locale } = useT();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const reset = useCallback(() => {
    setError(null);
    setFieldErrors({});
  }, []);

  const run = useCallback(
    async <R>(
      action: () => Promise<R>,
    ): Promise<{ ok: true; value: R } | { ok: false; error: unknown }> => {
      setPending(true);
      setError(null);
      setFieldErrors({});
      try {
        const value = await action();
        return { ok: true, value };
      } catch (err) {
        if (inline) claimError(err);
        if (isAppError(err) && err.fields) {
          setFieldErrors(
            Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [k, fieldMessage(v, t)])),
          );
        }
        setError(errorText(err, locale, t('data.state.errorGeneric')));
        return { ok: false, error: err };
      } finally {
        setPending(false);
      }
    },
    [t, locale, inline],
  );

  return { pending, error, fieldErrors, run, reset, setError };
}
