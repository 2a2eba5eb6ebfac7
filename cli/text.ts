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

const enUS = {
  ...cliMessagesEnUS,
  ...cliAuthMessagesEnUS,
  ...cliNetworkMessagesEnUS,
  ...cliOpsMessagesEnUS,
};
const zhCN: Record<string, string> = {
  ...cliMessagesZhCN,
  ...cliAuthMessagesZhCN,
  ...cliNetworkMessagesZhCN,
  ...cliOpsMessagesZhCN,
};

/** The keys of the CLI's own message areas (core/i18n/messages/<locale>/cli*.ts). */
export type CliMessageKey = keyof typeof enUS;

/** Looks up a CLI message in the chosen language and fills its `{name}` placeholders. */
export type Translate = (key: CliMessageKey, values?: Record<string, string | number>) => string;

/** Every CLI message per locale: the CLI's own areas merged. */
export const cliCatalogs: Record<Locale, Record<string, string>> = { 'en-US': enUS, 'zh-CN': zhCN };

/** The CLI's messages through core's one ICU formatter (plurals: 'printed 1 entry'). */
export function createTranslate(locale: Locale): Translate {
  const catalog = cliCatalogs[locale];
  return (key, values = {}) => formatMessage(catalog[key] ?? enUS[key] ?? key, locale, values);
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
