import {
  createIntl,
  createIntlCache,
  type FormatNumberOptions,
  type IntlShape,
} from '@formatjs/intl';
import { formatFen } from '../money/format-fen.ts';
import { formatMessage } from './format-message.ts';
import { FALLBACK_LOCALE, type Locale } from './locale.ts';

type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;
type DateInput = Date | number | string;

export interface I18nOptions {
  /** IANA time zone for dates (default: the runtime's). */
  timeZone?: string;
  /** Extra messages (e.g. a feature's own area) merged over the built-in ones. */
  messages?: Record<string, string>;
}

export interface I18n {
  locale: Locale;
  intl: IntlShape<string>;
  /** The message of a key; the key itself when no locale has it. */
  t(key: string, values?: MessageValues): string;
  has(key: string): boolean;
  formatNumber(value: number, options?: FormatNumberOptions): string;
  formatMoney(fen: number, options?: { symbol?: boolean }): string;
  formatDate(value: DateInput): string;
  formatDateTime(value: DateInput): string;
  /**
   * A calendar day ('2026-10-01', e.g. a settlement period) in the locale's date format, the same
   * as formatDate's, never shifted by a time zone. Anything else is returned as it is.
   */
  formatDay(day: string): string;
  formatRelative(value: DateInput, now?: DateInput): string;
}

const toDate = (value: DateInput): Date => (value instanceof Date ? value : new Date(value));

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** Picks the largest unit in which |diff| is at least one, as '3 hours ago' / '3小时前'. */
function relativeParts(diffSeconds: number): [number, Intl.RelativeTimeFormatUnit] {
  let amount = diffSeconds;
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(amount) < size) return [Math.round(amount), unit];
    amount /= size;
  }
  /* c8 ignore next */
  return [Math.round(amount), 'year'];
}

/**
 * One locale's translator and formatters over @formatjs/intl, for the messages given (key → ICU
 * message, fallbacks already merged in): core's full catalogues (./intl.ts, Node) or what the
 * console has loaded (./catalogue/load-catalogue.ts).
 */
export function i18nFrom(
  locale: Locale,
  messages: Record<string, string>,
  options: Pick<I18nOptions, 'timeZone'> = {},
): I18n {
  // Built on first use: createIntl asks ICU which locales it supports (Intl.NumberFormat and
  // Intl.DateTimeFormat), which loads ICU's locale data, tens of ms on a cold page. Messages never
  // need it (formatMessage), so the sign-in's first render does not pay for it.
  let made: IntlShape<string> | undefined;
  const intlOf = () =>
    (made ??= createIntl<string>(
      {
        locale,
        defaultLocale: FALLBACK_LOCALE,
        messages,
        timeZone: options.timeZone,
        // Missing keys are answered with the key itself; no console noise.
        onError: () => {},
      },
      createIntlCache(),
    ));
  const dateOptions: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  };
  const dateTimeOptions: Intl.DateTimeFormatOptions = {
    ...dateOptions,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  };
  return {
    locale,
    get intl() {
      return intlOf();
    },
    // core's formatter: plain text and `{name}` arguments are filled without the ICU parser.
    t: (key, values) => (key in messages ? formatMessage(messages[key], locale, values) : key),
    has: (key) => key in messages,
    formatNumber: (value, opts) => intlOf().formatNumber(value, opts),
    formatMoney: (fen, opts) => formatFen(fen, locale, opts),
    formatDate: (value) => intlOf().formatDate(toDate(value), dateOptions),
    formatDateTime: (value) => intlOf().formatDate(toDate(value), dateTimeOptions),
    formatDay: (day) => {
      const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
      if (!m) return day;
      const at = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
      return intlOf().formatDate(at, { ...dateOptions, timeZone: 'UTC' });
    },
    formatRelative: (value, now = Date.now()) => {
      const diff = (toDate(value).getTime() - toDate(now).getTime()) / 1000;
      const [amount, unit] = relativeParts(diff);
      return intlOf().formatRelativeTime(amount, unit, { numeric: 'auto' });
    },
  };
}
