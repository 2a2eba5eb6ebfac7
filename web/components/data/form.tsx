import * as Dialog from 'radix-ui/dialog';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useT } from '../../hooks/app-context.tsx';

export type ButtonVariant = 'primary' | 'default' | 'danger' | 'text';

const VARIANTS: Record<ButtonVariant, string> = {
  primary:
    'bg-primary-6 text-white hover:bg-primary-5 active:bg-primary-7 border border-transparent dark:bg-primary-4 dark:hover:bg-primary-3 dark:active:bg-primary-2',
  default: 'border border-line-strong bg-surface text-fg hover:bg-surface-2',
  danger: 'border border-transparent bg-danger text-white hover:opacity-90 dark:bg-red-700',
  text: 'border border-transparent text-primary-6 hover:bg-primary-1 dark:hover:bg-primary-6/15',
};

/** Class names of a button in the product's style. */
export function buttonClass(variant: ButtonVariant = 'default', size: 'sm' | 'md' = 'md'): string {
  const pad = size === 'sm' ? 'h-7 px-2 text-xs' : 'h-8 px-3 text-sm';
  return `inline-flex items-center justify-center gap-1.5 whitespace-nowrap rounded font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${pad} ${VARIANTS[variant]}`;
}

const INPUT =
  'h-8 w-full rounded border bg-surface px-2 text-sm text-fg placeholder:text-fg-3 hover:border-line-strong focus-visible:border-primary-6 aria-[invalid=true]:border-danger';

interface FieldBase {
  label: string;
  error?: string | null;
  hint?: string;
  required?: boolean;
}

function FieldFrame({
  id,
  label,
  error,
  hint,
  required,
  children,
}: FieldBase & { id: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm text-fg-2">
        {required && (
          <span aria-hidden className="mr-0.5 text-danger">
            *
          </span>
        )}
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-msg`} className="text-xs text-danger">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-msg`} className="text-xs text-fg-3">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function TextField({
  value,
  onChange,
  type = 'text',
  placeholder,
  autoFocus,
  inputMode,
  autoComplete,
  ...base
}: FieldBase & {
  value: string;
  onChange(v: string): void;
  type?: string;
  placeholder?: string;
  autoFocus?: boolean;
  inputMode?: 'text' | 'decimal' | 'numeric' | 'tel' | 'email';
  autoComplete?: string;
}) {
  const id = useId();
  return (
    <FieldFrame id={id} {...base}>
      <input
        id={id}
        type={type}
        value={value}
        placeholder={placeholder}
        autoFocus={autoFocus}
        inputMode={inputMode}
        autoComplete={autoComplete ?? 'off'}
        required={base.required}
        aria-invalid={base.error ? true : undefined}
        aria-describedby={base.error || base.hint ? `${id}-msg` : undefined}
        onChange={(e) => onChange(e.target.value)}
        className={`${INPUT} ${base.error ? 'border-danger' : 'border-line'}`}
      />
    </FieldFrame>
  );
}

export function SelectField({
  value,
  onChange,
  options,
  placeholder,
  ...base
}: FieldBase & {
  value: string;
  onChange(v: string): void;
  options: { value: string; label: string }[];
  placeholder?: string;
}) {
  const id = useId();
  return (
    <FieldFrame id={id} {...base}>
      <select
        id={id}
        value={value}
        required={base.required}
        aria-invalid={base.error ? true : undefined}
        aria-describedby={base.error || base.hint ? `${id}-msg` : undefined}
        onChange={(e) => onChange(e.target.value)}
        className={`${INPUT} ${base.error ? 'border-danger' : 'border-line'}`}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function CheckField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange(v: boolean): void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm text-fg-2">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="h-3.5 w-3.5 accent-primary-6"
      />
      {label}
    </label>
  );
}

interface FormDialogProps {
  open: boolean;
  onClose(): void;
  title: string;
  description?: string;
  onSubmit(): void | Promise<void>;
  submitting?: boolean;
  submitText?: string;
  submitVariant?: ButtonVariant;
  /** A form-level error (e.g. the server's refusal), shown above the buttons. */
  error?: string | null;
  children: ReactNode;
  wide?: boolean;
}

/** A modal form: focus trapped and restored, Enter submits, Esc cancels. */
export function FormDialog(props: FormDialogProps) {
  const { t } = useT();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!props.submitting) void props.onSubmit();
  };
  return (
    <Dialog.Root open={props.open} onOpenChange={(o) => !o && props.onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40 animate-fade-in" />
        <Dialog.Content
          className={`fixed left-1/2 top-[12vh] z-50 max-h-[80vh] -translate-x-1/2 overflow-auto rounded-lg border border-line bg-surface text-fg shadow-pop animate-pop-in ${props.wide ? 'w-[min(720px,calc(100vw-2rem))]' : 'w-[min(480px,calc(100vw-2rem))]'}`}
        >
          <form onSubmit={submit} noValidate>
            <div className="px-5 pb-2 pt-4">
              <Dialog.Title className="text-base font-semibold">{props.title}</Dialog.Title>
              {props.description ? (
                <Dialog.Description className="mt-1 text-sm text-fg-2">
                  {props.description}
                </Dialog.Description>
              ) : (
                <Dialog.Description className="sr-only">{props.title}</Dialog.Description>
              )}
            </div>
            <div className={`grid gap-3 px-5 py-2 ${props.wide ? 'sm:grid-cols-2' : ''}`}>
              {props.children}
            </div>
            {props.error && (
              <p
                role="alert"
                className="mx-5 mt-2 rounded border border-danger/30 bg-danger/5 px-3 py-2 text-sm text-danger"
              >
                {props.error}
              </p>
            )}
            <div className="flex justify-end gap-2 px-5 pb-4 pt-3">
              <Dialog.Close type="button" className={buttonClass('default')}>
                {t('data.form.cancel')}
              </Dialog.Close>
              <button
                type="submit"
                disabled={props.submitting}
                className={buttonClass(props.submitVariant ?? 'primary')}
              >
                {props.submitting
                  ? t('data.form.submitting')
                  : (props.submitText ?? t('data.form.ok'))}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
