import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../hooks/app-context.tsx';
import { DateRangeField } from '../ui/date-range-field.tsx';
import { focusRows, onNextEscape } from './focus-rows.ts';
import { CheckField } from './form.tsx';

const TEXTUAL = new Set(['search', 'text']);

const FIELD =
  'h-8 rounded border border-line bg-surface px-2 text-sm text-fg placeholder:text-fg-3 hover:border-line-strong focus-visible:border-primary-6';

/**
 * The filters above a list. Its first field carries `data-page-filter`, the hook of the `/`
 * shortcut. Filters write to the URL; Reset clears them back to the page's defaults. From any
 * field, Enter applies and puts the cursor on the first row; ↓ in a text field goes to the rows.
 */
export function FilterBar({ children, onReset }: { children: ReactNode; onReset?: () => void }) {
  const { t } = useT();
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const first = ref.current?.querySelector<HTMLElement>('input, select');
    first?.setAttribute('data-page-filter', '');
  });
  return (
    <form
      ref={ref}
      role="search"
      aria-label={t('data.filter.label')}
      onSubmit={(e) => e.preventDefault()}
      onKeyDown={(e) => {
        if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
        const field = e.target as HTMLElement;
        const textual = field instanceof HTMLInputElement && TEXTUAL.has(field.type);
        const isField = field instanceof HTMLInputElement || field instanceof HTMLSelectElement;
        // An ArrowDown the field used itself (the date field opening its presets) stays with it:
        // the presets take focus, not the rows.
        if (
          (e.key === 'Enter' && isField) ||
          (e.key === 'ArrowDown' && textual && !e.nativeEvent.isComposing && !e.defaultPrevented)
        ) {
          // Enter has been applied by the field's own handler (it runs first, on the input).
          if (focusRows(field, e.key === 'Enter')) e.preventDefault();
        }
      }}
      className="flex flex-wrap items-end gap-x-3 gap-y-2"
    >
      {children}
      {onReset && (
        <button
          type="button"
          onClick={onReset}
          className="h-8 rounded px-2 text-sm text-fg-2 hover:bg-surface-3"
        >
          {t('data.filter.reset')}
        </button>
      )}
    </form>
  );
}

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="flex flex-col gap-1 text-xs text-fg-3">
      <span>{label}</span>
      {children}
    </label>
  );
}

/** A text filter applied as you type (debounced) and at once on Enter. */
export function FilterText({
  label,
  value,
  onChange,
  placeholder,
  width = 'w-56',
}: {
  label: string;
  value: string;
  onChange(v: string): void;
  placeholder?: string;
  width?: string;
}) {
  const [draft, setDraft] = useState(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => setDraft(value), [value]);
  useEffect(() => {
    if (draft === value) return;
    const timer = setTimeout(() => onChangeRef.current(draft.trim()), 350);
    return () => clearTimeout(timer);
  }, [draft, value]);
  return (
    <Labelled label={label}>
      <input
        type="search"
        value={draft}
        placeholder={placeholder}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onChange(draft.trim());
          if (e.key === 'Escape') {
            // Esc leaves the field for the rows (so `j` moves the cursor); Esc again clears it.
            e.stopPropagation();
            e.preventDefault();
            const clear = () => {
              setDraft('');
              onChangeRef.current('');
            };
            if (!focusRows(e.currentTarget, false)) e.currentTarget.blur();
            if (draft) onNextEscape(clear, e.nativeEvent);
          }
        }}
        className={`${FIELD} ${width}`}
      />
    </Labelled>
  );
}

interface Option {
  value: string;
  label: string;
}

/** A choice filter; the empty value means "all". */
export function FilterSelect({
  label,
  value,
  onChange,
  options,
  allLabel,
}: {
  label: string;
  value: string;
  onChange(v: string): void;
  options: Option[];
  allLabel?: string;
}) {
  const { t } = useT();
  return (
    <Labelled label={label}>
      <select
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={`${FIELD} min-w-32`}
      >
        <option value="">{allLabel ?? t('data.filter.all')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

/** A date or range filter (`from` / `to` as `YYYY-MM-DD`): the keyboard-first date field. */
export function FilterDateRange({
  label,
  from,
  to,
  onChange,
}: {
  label: string;
  from: string;
  to: string;
  onChange(range: { from: string; to: string }): void;
}) {
  return (
    <DateRangeField
      label={label}
      value={{ from, to }}
      onChange={(range) => onChange(range ?? { from: '', to: '' })}
    />
  );
}

/** A yes/no filter shown as a checkbox (e.g. "shortfall only"). */
export function FilterToggle(props: {
  label: string;
  checked: boolean;
  onChange(v: boolean): void;
}) {
  return <CheckField {...props} className="h-8" />;
}
