import { useId, type FormEvent, type ReactNode } from 'react';
import { useT } from '../../hooks/app-context.tsx';
import { Button, type ButtonVariant } from '../ui/button.tsx';
import { DialogContent, DialogRoot } from '../ui/dialog.tsx';
import { useDiscardGuard } from './use-discard-guard.ts';

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

/** A labelled checkbox (forms; the filter bar's yes/no filters, at the bar's row height). */
export function CheckField({
  label,
  checked,
  onChange,
  className = '',
}: {
  label: string;
  checked: boolean;
  onChange(v: boolean): void;
  /** Extra classes of the label box. */
  className?: string;
}) {
  return (
    <label className={`flex items-center gap-2 text-sm text-fg-2 ${className}`.trim()}>
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
  /** Whether closing would lose input; by default any edit inside the form counts. */
  dirty?: boolean;
}

/**
 * A modal form over ui/dialog: focus trapped and restored, Enter submits, Esc cancels — after
 * asking, when something was typed (useDiscardGuard).
 */
export function FormDialog(props: FormDialogProps) {
  const { t } = useT();
  const guard = useDiscardGuard({ open: props.open, dirty: props.dirty, onClose: props.onClose });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!props.submitting) void props.onSubmit();
  };
  return (
    <DialogRoot open={props.open} onOpenChange={(o) => !o && void guard.requestClose()}>
      <DialogContent
        title={props.title}
        description={props.description}
        closeLabel={t('common.close')}
        hideClose
        size={props.wide ? 'xl' : 'md'}
        onSubmit={submit}
        onEdit={guard.markDirty}
        onEscapeKeyDown={guard.interceptDismiss}
        onPointerDownOutside={guard.interceptDismiss}
        footer={
          <>
            <Button variant="outline" onClick={() => void guard.requestClose()}>
              {t('data.form.cancel')}
            </Button>
            <Button
              type="submit"
              variant={props.submitVariant ?? 'primary'}
              disabled={props.submitting}
            >
              {props.submitting
                ? t('data.form.submitting')
                : (props.submitText ?? t('data.form.ok'))}
            </Button>
          </>
        }
      >
        <div className={`grid gap-3 py-0.5 ${props.wide ? 'sm:grid-cols-2' : ''}`}>
          {props.children}
        </div>
        {props.error && (
          <p
            role="alert"
            className="mt-3 rounded border border-danger/30 bg-danger/5 px-3 py-2 text-sm text-danger"
          >
            {props.error}
          </p>
        )}
      </DialogContent>
    </DialogRoot>
  );
}
