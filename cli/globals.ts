import type { Locale } from '#core/errors';
import { localeFromEnv, parseLocale, type Translate } from './text.ts';
import { UsageError } from './errors.ts';

/** The options every command accepts (commander's root options, seen from any subcommand). */
export interface GlobalOptions {
  server: string | undefined;
  json: boolean;
  csv: boolean;
  color: boolean;
  lang: Locale;
}

/** Validates the root options as commander collected them. */
export function readGlobals(
  raw: Record<string, unknown>,
  env: Record<string, string | undefined>,
  t: Translate,
): GlobalOptions {
  const json = raw.json === true;
  const csv = raw.csv === true;
  if (json && csv) throw new UsageError(t('cli.usage.jsonAndCsv'));
  let lang = localeFromEnv(env);
  if (typeof raw.lang === 'string') {
    const parsed = parseLocale(raw.lang);
    if (!parsed) throw new UsageError(t('cli.usage.badLang'));
    lang = parsed;
  }
  let server: string | undefined;
  if (typeof raw.server === 'string') {
    if (!/^https?:\/\/[^/\s]+/i.test(raw.server)) throw new UsageError(t('cli.usage.badServer'));
    server = raw.server.replace(/\/+$/, '');
  }
  return { server, json, csv, color: raw.color !== false, lang };
}

/**
 * The language is needed before commander parses anything (help texts are built in it), so
 * `--lang` is looked up in argv first; a bad value falls back here and is refused by readGlobals.
 */
export function localeFromArgv(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): Locale {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--') break;
    const value =
      arg === '--lang' ? argv[i + 1] : arg.startsWith('--lang=') ? arg.slice(7) : undefined;
    if (value !== undefined) return parseLocale(value) ?? localeFromEnv(env);
  }
  return localeFromEnv(env);
}
