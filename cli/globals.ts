import type { Locale } from '#core/errors';
import { localeFromEnv, parseLocale, type Translate } from './text.ts';
import { UsageError } from './errors.ts';
import type { Settings } from './settings-keys.ts';

/** The options every command accepts (commander's root options, seen from any subcommand). */
export interface GlobalOptions {
  server: string | undefined;
  json: boolean;
  csv: boolean;
  color: boolean;
  lang: Locale;
  /** `--fields a,b,c`: the TSV / CSV columns, in this order. */
  fields: string[] | undefined;
  /** false with `--no-headers`. */
  headers: boolean;
  /** `--bom`: CSV starts with a UTF-8 byte-order mark (Excel). */
  bom: boolean;
  /** `--timeout S`: how long each request may wait for the server's answer, in ms. */
  timeoutMs: number;
  /**
   * `--jmespath EXPR`: a JMESPath expression applied to the JSON output (implies --json). Not
   * `--query` as in the AWS CLI: the lists' `-q, --query` is their search text.
   */
  query: string | undefined;
  /** `-v`: the request trace on stderr (as `QY_DEBUG=api`). */
  verbose: boolean;
}

const DEFAULT_TIMEOUT_SECONDS = 30;

function parseTimeout(value: unknown, t: Translate): number {
  if (value === undefined) return DEFAULT_TIMEOUT_SECONDS * 1000;
  const text = String(value).trim();
  const seconds = Number(text);
  if (!/^\d+(\.\d+)?$/.test(text) || !(seconds > 0) || seconds > 86_400) {
    throw new UsageError(t('cli.usage.badTimeout'));
  }
  return Math.round(seconds * 1000);
}

/** Validates the root options as commander collected them. */
export function readGlobals(
  raw: Record<string, unknown>,
  env: Record<string, string | undefined>,
  t: Translate,
  /** `qy config`'s settings: below the flags, above LANG and the defaults. */
  settings: Settings = {},
): GlobalOptions {
  const query =
    typeof raw.jmespath === 'string' && raw.jmespath.trim() !== '' ? raw.jmespath : undefined;
  const json = raw.json === true || query !== undefined;
  const csv = raw.csv === true;
  if (json && csv) throw new UsageError(t('cli.usage.jsonAndCsv'));
  let lang = settings.lang ?? localeFromEnv(env);
  if (typeof raw.lang === 'string') {
    const parsed = parseLocale(raw.lang);
    if (!parsed) throw new UsageError(t('cli.usage.badLang'));
    lang = parsed;
  }
  const server =
    typeof raw.server === 'string' ? checkServer(raw.server, '--server', t) : undefined;
  if (env.QY_SERVER) checkServer(env.QY_SERVER, 'QY_SERVER', t);
  const fields =
    typeof raw.fields === 'string'
      ? raw.fields
          .split(',')
          .map((f) => f.trim())
          .filter(Boolean)
      : undefined;
  return {
    server,
    json,
    csv,
    color: raw.color !== false,
    lang,
    fields,
    headers: raw.headers !== false,
    bom: raw.bom === true,
    timeoutMs: parseTimeout(raw.timeout ?? settings.timeout, t),
    query,
    verbose: raw.verbose === true,
  };
}

/**
 * A server address as qy wants it: an http(s) origin. `localhost:18281` (no scheme) and
 * `http://h/qy-sla-admin-api` (qy adds the base path itself) are refused with a hint.
 */
export function checkServer(value: string, source: string, t: Translate): string {
  const trimmed = value.trim();
  let url: URL | undefined;
  try {
    url = /^https?:\/\//i.test(trimmed) ? new URL(trimmed) : undefined;
  } catch {
    url = undefined;
  }
  if (!url || !url.hostname) {
    throw new UsageError(t('cli.usage.serverScheme', { source, value: trimmed }));
  }
  if (url.pathname.replace(/\/+$/, '') !== '' || url.search || url.hash) {
    throw new UsageError(t('cli.usage.serverPath', { source, value: trimmed, origin: url.origin }));
  }
  return url.origin;
}

/**
 * A root option's value looked up in argv before commander parses it (`--opt V` or `--opt=V`),
 * up to `--`; the last one given wins, as with commander.
 */
export function argvValue(argv: readonly string[], flag: string): string | undefined {
  let found: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--') break;
    if (arg === flag && i + 1 < argv.length) found = argv[i + 1];
    else if (arg.startsWith(`${flag}=`)) found = arg.slice(flag.length + 1);
  }
  return found;
}

/**
 * The language is needed before commander parses anything (help texts are built in it), so
 * `--lang` is looked up in argv first; a bad value falls back here and is refused by readGlobals.
 */
export function localeFromArgv(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  settings: Settings = {},
): Locale {
  const fallback = settings.lang ?? localeFromEnv(env);
  const value = argvValue(argv, '--lang');
  return value === undefined ? fallback : (parseLocale(value) ?? fallback);
}
