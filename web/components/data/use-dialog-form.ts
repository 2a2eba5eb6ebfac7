import { useState } from 'react';
import type { Locale } from '#core/i18n';
import { useT } from '../../hooks/app-context.tsx';
import { useSubmit } from './use-submit.ts';

/**
 * The form of a record dialog: its values, the write's state (`submit`), and per field what a field
 * component takes (`field(name)`: value, change handler, error). A field shows its rule's message
 * (from `errorsOf`, core's schemas) once a submit was tried, or once edited with `whileTyping`;
 * otherwise the server's message for it, if any. `check()` marks the submit tried and says whether
 * the form may be sent; `reset()` starts over from `initial`.
 */
export function useDialogForm<F extends Record<string, unknown>>(
  initial: F | (() => F),
  errorsOf: (form: F, locale: Locale) => Record<string, string>,
  { whileTyping = false }: { whileTyping?: boolean } = {},
) {
  const { locale } = useT();
  const submit = useSubmit();
  const [form, setForm] = useState<F>(initial);
  const [touched, setTouched] = useState<ReadonlySet<keyof F>>(new Set());
  const [tried, setTried] = useState(false);
  const errors = errorsOf(form, locale);
  const error = (f: keyof F & string): string | null =>
    (tried || (whileTyping && touched.has(f))) && errors[f]
      ? errors[f]
      : (submit.fieldErrors[f] ?? null);
  const set =
    <K extends keyof F>(f: K) =>
    (v: F[K]) => {
      setForm((x) => ({ ...x, [f]: v }));
      setTouched((x) => new Set(x).add(f));
    };
  const field = <K extends keyof F & string>(f: K) => ({
    value: form[f],
    onChange: set(f),
    error: error(f),
  });
  const check = () => {
    setTried(true);
    return Object.keys(errors).length === 0;
  };
  const reset = () => {
    setForm(initial);
    setTouched(new Set());
    setTried(false);
    submit.reset();
  };
  return { form, set, field, error, errors, check, reset, submit };
}
