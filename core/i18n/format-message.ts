import { formatToParts, IntlMessageFormat, type Formatters } from 'intl-messageformat';
import { precompiled } from './precompiled.ts';
import { isSimpleMessage } from './simple-message.ts';

export type FormatValues = Record<string, string | number | boolean | Date | null | undefined>;

type MessageFormatElement = Parameters<typeof formatToParts>[0][number];

const asts = new Map<string, MessageFormatElement[]>();

/**
 * The message's AST: every catalogue message's is in precompiled.ts (generated, the same module in
 * Node and in the bundles); any other template is parsed once here where a parser is loaded.
 */
function astOf(template: string): MessageFormatElement[] {
  let ast = asts.get(template) ?? (precompiled[template] as MessageFormatElement[] | undefined);
  if (!ast) {
    ast = IntlMessageFormat.__parse!(template, { ignoreTag: true });
    asts.set(template, ast);
  }
  return ast;
}

/** The locales whose integers are digits grouped by three with commas (Intl's en-US and zh-CN). */
const GROUPED_BY_THREE = new Set(['en-US', 'zh-CN']);

function groupDigits(n: number): string {
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ',');
  return n < 0 ? `-${digits}` : digits;
}

function cached<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let value = cache.get(key);
  if (value === undefined) cache.set(key, (value = make()));
  return value;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();
const keyOf = (locales: unknown, options: unknown) => JSON.stringify([locales, options ?? null]);

/**
 * Number formatting for messages. Building an Intl.NumberFormat loads ICU's number data, 25–120 ms
 * on first use in Node: a plural's `#` would cost every `qy` run that prints a count that much. A
 * plain integer in en-US or zh-CN is grouped here as Intl groups it (a test holds the two equal);
 * anything else goes to an Intl.NumberFormat built on first use and cached.
 */
function numberFormat(locales?: string | string[], options?: Intl.NumberFormatOptions) {
  const real = () =>
    cached(numberFormats, keyOf(locales, options), () => new Intl.NumberFormat(locales, options));
  const plain = !options && typeof locales === 'string' && GROUPED_BY_THREE.has(locales);
  return {
    format: (value: number | bigint) =>
      plain && typeof value === 'number' && Number.isSafeInteger(value)
        ? groupDigits(value)
        : real().format(value),
  } as Intl.NumberFormat;
}

const formatters: Formatters = {
  getNumberFormat: numberFormat,
  getDateTimeFormat: (locales, options) =>
    cached(
      dateTimeFormats,
      keyOf(locales, options),
      () => new Intl.DateTimeFormat(locales, options),
    ),
  getPluralRules: (locales, options) =>
    cached(pluralRules, keyOf(locales, options), () => new Intl.PluralRules(locales, options)),
};

/**
 * The one ICU message formatter of core: the CLI's texts, error-catalogue messages
 * (`messageOf`) and the console's. Plurals and selects are ICU
 * (`{count, plural, one {# entry} other {# entries}}`), formatted by intl-messageformat with the
 * formatters above (no IntlMessageFormat instance: its constructor asks ICU for the supported
 * locales, ~15 ms in Node). A value that is not given leaves the message as written rather than
 * throwing, so a message is never lost.
 */
export function formatMessage(template: string, locale: string, values: FormatValues = {}): string {
  if (isSimpleMessage(template)) {
    return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
      values[name] === undefined || values[name] === null ? whole : String(values[name]),
    );
  }
  // An undefined or null value is one not given, as in simple messages (a plural of undefined
  // read 'NaN files').
  const given = Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== null),
  );
  try {
    const parts = formatToParts(
      astOf(template),
      locale,
      formatters,
      IntlMessageFormat.formats,
      given as Record<string, string | number>,
    );
    return parts.map((part) => String(part.value)).join('');
  } catch {
    return template;
  }
}
