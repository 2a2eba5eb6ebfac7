import type { Locale } from '#core/errors';
import { formatMessage, systemText } from '#core/i18n';
import {
  settlementsMessagesEnUS,
  settlementsMessagesZhCN,
  templateDemoMessagesEnUS,
  templateDemoMessagesZhCN,
} from '#core/i18n/system-texts';

/**
 * The areas whose keys a stored system text code can name (settlement failure reasons, the
 * template screens' demo values), by locale: loaded with the verbs that print them only.
 */
const catalogs: Record<Locale, Record<string, string>> = {
  'en-US': { ...settlementsMessagesEnUS, ...templateDemoMessagesEnUS },
  'zh-CN': { ...settlementsMessagesZhCN, ...templateDemoMessagesZhCN },
};

/**
 * A stored value as the reader's locale says it: a code the system wrote
 * (`sys:settlements.failure.bankBusy`, `sys:demo.card.funnel.title`, issue 26) in its text, text a
 * person typed as typed, an unknown code as stored.
 */
export function systemTextIn(value: string | null | undefined, locale: Locale): string {
  const catalog = catalogs[locale];
  return systemText(
    value,
    (key, values) => formatMessage(catalog[key] ?? key, locale, values),
    (key) => key in catalog,
  );
}
