/** Form fields the business forms lack: a multi-line text with a word counter. */
import { useId } from 'react';
import { countWords } from '#core/validate';
import { useT } from '../../hooks/app-context.tsx';
import { Field } from '../../components/ui/input.tsx';
import { cn } from '../../lib/cn.ts';

export function TextAreaField({
  label,
  value,
  onChange,
  error,
  required,
  maxWords,
  placeholder,
  rows = 4,
}: {
  label: string;
  value: string;
  onChange(v: string): void;
  error?: string;
  required?: boolean;
  maxWords?: number;
  placeholder?: string;
  rows?: number;
}) {
  const { t } = useT();
  const id = useId();
  const words = countWords(value);
  return (
    <Field
      label={label}
      htmlFor={id}
      error={error}
      required={required}
      hint={
        maxWords !== undefined
          ? t('template.form.words', { count: words, max: maxWords })
          : undefined
      }
    >
      <textarea
        id={id}
        rows={rows}
        value={value}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
        className={cn(
          'w-full rounded-[4px] border bg-surface-2 px-2.5 py-1.5 text-sm text-fg outline-none placeholder:text-fg-3',
          'focus:border-primary-6 focus:bg-surface focus:ring-2 focus:ring-primary-6/20',
          error ? 'border-danger' : 'border-transparent hover:bg-surface-3',
        )}
      />
    </Field>
  );
}
