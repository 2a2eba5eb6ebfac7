/**
 * One keyboard-first date / range field for every list: the operator types a day, a month, a
 * relative phrase or a range in either locale (core's `parseDayRange`), or picks a preset from a
 * popover (↓ or Alt+↓ opens it, ↑/↓ move, Enter chooses). Nothing is applied while typing: Enter
 * or leaving the field applies a complete, valid value, so a half-typed date never reaches the
 * server. The field shows the canonical text (`2026-10`, `2026-10-01..2026-10-31`), never the
 * browser's mm/dd/yyyy.
 */
import * as Popover from 'radix-ui/popover';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  BUSINESS_TIME_ZONE,
  DATE_PRESETS,
  formatDayRange,
  parseDayRange,
  presetRange,
  todayIn,
  type DayRange,
} from '#core/dates';
import { useT } from '../../hooks/app-context.tsx';
import { cn } from '../../lib/cn.ts';
import { Icon } from './icon.tsx';

export interface DateRangeValue {
  from?: string;
  to?: string;
}

/** The text a stored value is shown as (an open end keeps its `..`). */
function dateRangeText(value: DateRangeValue): string {
  if (value.from && value.to) return formatDayRange({ from: value.from, to: value.to });
  if (value.from) return `${value.from}..`;
  if (value.to) return `..${value.to}`;
  return '';
}

export function DateRangeField({
  label,
  value,
  onChange,
  today = todayIn(BUSINESS_TIME_ZONE),
  className,
}: {
  label: string;
  value: DateRangeValue;
  /** Called with a complete, valid range, or null when the field is cleared. */
  onChange(range: DayRange | null): void;
  /** The business day that anchors relative phrases (injected by tests). */
  today?: string;
  className?: string;
}) {
  const { t } = useT();
  const applied = dateRangeText(value);
  const [draft, setDraft] = useState(applied);
  const [error, setError] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  useEffect(() => {
    setDraft(applied);
    setError('');
  }, [applied]);

  const parsed = parseDayRange(draft, today);
  const preview =
    parsed.ok && formatDayRange(parsed.range) !== draft.trim()
      ? t('dates.field.preview', { from: parsed.range.from, to: parsed.range.to })
      : '';

  /** Applies the draft when it is complete and valid; says why not otherwise. */
  const apply = (): boolean => {
    if (draft.trim() === applied) return true;
    if (!parsed.ok && parsed.reason === 'empty') {
      setError('');
      onChange(null);
      return true;
    }
    if (!parsed.ok) {
      setError(t(parsed.reason === 'reversed' ? 'dates.field.reversed' : 'dates.field.invalid'));
      return false;
    }
    setError('');
    setDraft(formatDayRange(parsed.range));
    onChange(parsed.range);
    return true;
  };

  const choose = (index: number) => {
    const preset = DATE_PRESETS[index];
    const range = presetRange(preset, today);
    setOpen(false);
    setError('');
    setDraft(formatDayRange(range));
    onChange(range);
    inputRef.current?.focus();
  };

  const onInputKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && (e.altKey || !open)) {
      e.preventDefault();
      setActive(0);
      setOpen(true);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      apply();
    } else if (e.key === 'Escape' && draft !== applied) {
      e.stopPropagation();
      setDraft(applied);
      setError('');
    }
  };

  const onListKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const n = DATE_PRESETS.length;
    const moves: Record<string, number> = {
      ArrowDown: (active + 1) % n,
      ArrowUp: (active - 1 + n) % n,
      Home: 0,
      End: n - 1,
    };
    if (e.key in moves) {
      e.preventDefault();
      setActive(moves[e.key]);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      choose(active);
    } else if (e.key === 'Tab') {
      setOpen(false);
    }
  };

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <div className={cn('flex flex-col gap-1 text-xs text-fg-3', className)}>
        <label htmlFor={id}>{label}</label>
        <Popover.Anchor asChild>
          <div
            className={cn(
              'flex h-8 w-60 items-center rounded border bg-surface pl-2 text-sm hover:border-line-strong focus-within:border-primary-6',
              error ? 'border-danger' : 'border-line',
            )}
          >
            <input
              ref={inputRef}
              id={id}
              data-date-range-field=""
              value={draft}
              placeholder={t('dates.field.placeholder')}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : hintId}
              onChange={(e) => {
                setDraft(e.target.value);
                setError('');
              }}
              onKeyDown={onInputKey}
              onBlur={(e) => {
                // Moving into the presets is not leaving the field.
                if (!e.relatedTarget?.closest('[data-date-presets]')) apply();
              }}
              className="h-full min-w-0 flex-1 bg-transparent text-fg outline-none placeholder:text-fg-3"
            />
            <Popover.Trigger
              type="button"
              tabIndex={-1}
              aria-label={t('dates.field.openPresets')}
              className="flex h-full w-7 shrink-0 items-center justify-center text-fg-3 hover:text-fg"
            >
              <Icon name="calendar" size={14} />
            </Popover.Trigger>
          </div>
        </Popover.Anchor>
        {error ? (
          <span id={errorId} role="alert" className="max-w-60 text-danger">
            {error}
          </span>
        ) : (
          <span id={hintId} className="sr-only">
            {t('dates.field.hint')}
          </span>
        )}
        {preview && !error && (
          <span aria-live="polite" className="max-w-60 text-fg-3">
            {preview}
          </span>
        )}
      </div>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          data-date-presets=""
          aria-label={t('dates.field.presets')}
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            (e.currentTarget as HTMLElement).querySelector<HTMLElement>('[role=listbox]')?.focus();
          }}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            inputRef.current?.focus();
          }}
          className="z-50 w-80 rounded-md border border-line bg-surface p-1 text-sm text-fg shadow-pop animate-pop-in"
        >
          <ul
            role="listbox"
            tabIndex={0}
            aria-label={t('dates.field.presets')}
            aria-activedescendant={`${id}-preset-${active}`}
            onKeyDown={onListKey}
            className="outline-none"
          >
            {DATE_PRESETS.map((preset, i) => {
              const range = presetRange(preset, today);
              return (
                <li
                  key={preset}
                  id={`${id}-preset-${i}`}
                  role="option"
                  aria-selected={i === active}
                  onMouseEnter={() => setActive(i)}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => choose(i)}
                  className={cn(
                    'flex h-8 cursor-pointer items-center justify-between gap-2 rounded px-2',
                    i === active && 'bg-primary-1 text-primary-7 dark:bg-primary-6/15',
                  )}
                >
                  <span className="whitespace-nowrap">{t(`dates.preset.${preset}`)}</span>
                  <span
                    className={cn(
                      'whitespace-nowrap text-xs',
                      // On the highlighted row's tint the third grey falls under 4.5:1 in dark.
                      i === active ? 'text-fg-2' : 'text-fg-3',
                    )}
                  >
                    {formatDayRange(range)}
                  </span>
                </li>
              );
            })}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
