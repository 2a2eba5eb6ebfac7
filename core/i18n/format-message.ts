import { IntlMessageFormat } from 'intl-messageformat';
import { precompiled } from './precompiled.ts';

export type FormatValues = Record<string, string | number | boolean | Date | null | undefined>;

/** Plain `{name}` arguments only: filled without parsing (most messages, and all of --help). */
const SIMPLE = /^[^{}]*(?:\{\w+\}[^{}]*)*$/;

const compiled = new Map<string, IntlMessageFormat>();

function compile(template: string, locale: string): IntlMessageFormat {
  const key = `${locale}\u0000${template}`;
  let format = compiled.get(key);
  if (!format) {
    const source = (precompiled[template] ?? template) as ConstructorParameters<
      typeof IntlMessageFormat
    >[0];
    format = new IntlMessageFormat(source, locale, undefined, { ignoreTag: true });
    compiled.set(key, format);
  }
  return format;
}

/**
 * The one ICU message formatter of core: the CLI's texts, error-catalogue messages
 * (`messageOf`) and, through @formatjs/intl's same engine, the console. Plurals and selects are
 * ICU (`{count, plural, one {# entry} other {# entries}}`); a value that is not given leaves its
 * placeholder as written rather than throwing, so a message is never lost.
 */
export function formatMessage(template: string, locale: string, values: FormatValues = {}): string {
  if (SIMPLE.test(template)) {
    return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
      values[name] === undefined || values[name] === null ? whole : String(values[name]),
    );
  }
  try {
    return String(compile(template, locale).format(values as Record<string, string | number>));
  } catch {
    return template;
  }
}
