import type { Locale } from '#core/errors';
import {
  cliAuthMessagesEnUS,
  cliAuthMessagesZhCN,
  cliMessagesEnUS,
  cliMessagesZhCN,
  cliNetworkMessagesEnUS,
  cliNetworkMessagesZhCN,
  cliOpsMessagesEnUS,
  cliOpsMessagesZhCN,
  formatMessage,
} from '#core/i18n';

type Catalog = Record<string, string>;

type EnUS = typeof cliMessagesEnUS &
  typeof cliAuthMessagesEnUS &
  typeof cliNetworkMessagesEnUS &
  typeof cliOpsMessagesEnUS;

/**
 * The CLI's message areas per locale, looked up in turn. They are not merged into one object on
 * start: spreading ~330 keys into an object literal grows it one property at a time, each a new
 * V8 hidden class whose descriptors are copied (a fifth of the instructions `qy --help` ran above
 * `node -e 0`, for both locales, though a run speaks one).
 */
const AREAS: Record<Locale, readonly Catalog[]> = {
  'en-US': [cliMessagesEnUS, cliAuthMessagesEnUS, cliNetworkMessagesEnUS, cliOpsMessagesEnUS],
  'zh-CN': [cliMessagesZhCN, cliAuthMessagesZhCN, cliNetworkMessagesZhCN, cliOpsMessagesZhCN],
};

/** The keys of the CLI's own message areas (core/i18n/messages/<locale>/cli*.ts). */
export type CliMessageKey = keyof EnUS;

/** Looks up a CLI message in the chosen language and fills its `{name}` placeholders. */
export type Translate = (key: CliMessageKey, values?: Record<string, string | number>) => string;

function message(locale: Locale, key: string): string | undefined {
  for (const area of AREAS[locale]) {
    if (Object.hasOwn(area, key)) return area[key];
  }
  return undefined;
}

/** Every CLI message of a locale: its areas merged (tests and probes; a run looks up by key). */
function merged(locale: Locale): Catalog {
  return Object.assign({}, ...AREAS[locale]) as Catalog;
}

/** Every CLI message per locale, merged when read. */
export const cliCatalogs: Record<Locale, Catalog> = {
  get 'en-US'() {
    return merged('en-US');
  },
  get 'zh-CN'() {
    return merged('zh-CN');
  },
};

/** The CLI's messages through core's one ICU formatter (plurals: 'printed 1 entry'). */
export function createTranslate(locale: Locale): Translate {
  return (key, values = {}) =>
    formatMessage(message(locale, key) ?? message('en-US', key) ?? key, locale, values);
}

/** zh* → zh-CN, anything else → en-US; LC_ALL beats LC_MESSAGES beats LANG (POSIX order). */
export function localeFromEnv(env: Record<string, string | undefined>): Locale {
  const value = env.LC_ALL || env.LC_MESSAGES || env.LANG || '';
  return value.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en-US';
}

export function parseLocale(value: string): Locale | undefined {
  const lower = value.toLowerCase().replace('_', '-');
  if (lower === 'zh-cn' || lower === 'zh') return 'zh-CN';
  if (lower === 'en-us' || lower === 'en') return 'en-US';
  return undefined;
}
