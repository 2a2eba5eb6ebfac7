import { useCallback, useState } from 'react';
import { isAppError } from '#core/errors';
import { useT } from '../../hooks/app-context.tsx';
import { errorText } from './error-text.ts';

/** Field messages may arrive as message keys (core validators) or as text (the server). */
export function fieldMessage(message: string, t: (key: string) => string): string {
  return /^validation\.[\w.]+$/.test(message) ? t(message) : message;
}

/**
 * Runs a write (create, edit, decide) and keeps what the form shows: pending, the server's
 * refusal as text, and per-field messages from a validation failure.
 */
export function useSubmit() {
  const { t, locale } = useT();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const reset = useCallback(() => {
    setError(null);
    setFieldErrors({});
  }, []);

  const run = useCallback(
    async <R>(action: () => Promise<R>): Promise<{ ok: true; value: R } | { ok: false; error: unknown }> => {
      setPending(true);
      setError(null);
      setFieldErrors({});
      try {
        const value = await action();
        return { ok: true, value };
      } catch (err) {
        if (isAppError(err) && err.fields) {
          setFieldErrors(Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [k, fieldMessage(v, t)])));
        }
        setError(errorText(err, locale, t('data.state.errorGeneric')));
        return { ok: false, error: err };
      } finally {
        setPending(false);
      }
    },
    [t, locale],
  );

  return { pending, error, fieldErrors, run, reset, setError };
}
