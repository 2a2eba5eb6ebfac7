import { useCallback, useMemo, useState } from 'react';
import type { ZodType } from 'zod';
import { useT } from '../../hooks/app-context.tsx';
import { schemaErrors } from '../../components/data/validate-form.ts';

/**
 * A form checked by one of core's schemas as you type: a field shows its rule's message once it
 * has been edited (or after a submit attempt); `check()` reveals every message and says whether
 * the form may be sent. Messages are keyed by the field's dotted path ('video.acquisition.frameRate').
 */
export function useSchemaForm<V extends object>(
  schema: ZodType,
  initial: V,
  { ruleMessages = false }: { ruleMessages?: boolean } = {},
) {
  const { locale } = useT();
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [all, setAll] = useState(false);
  const errors = useMemo(
    () => schemaErrors(schema, values, locale, !ruleMessages),
    [schema, values, locale, ruleMessages],
  );
  const shown = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(errors).filter(([path]) => all || touched.has(path)),
      ) as Record<string, string>,
    [errors, all, touched],
  );
  const update = useCallback((path: string, next: V) => {
    setValues(next);
    setTouched((prev) => new Set(prev).add(path));
  }, []);
  const check = useCallback(() => {
    setAll(true);
    return Object.keys(errors).length === 0;
  }, [errors]);
  const reset = useCallback((next: V) => {
    setValues(next);
    setTouched(new Set());
    setAll(false);
  }, []);
  return { values, errors: shown, update, check, reset, setValues };
}
