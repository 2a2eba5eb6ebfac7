import type { CsvTranslate } from '#core/csv';
import type { Locale } from '#core/errors';
import { formatMessage, MESSAGE_PARTS } from '#core/i18n';

async function localeMessages(locale: Locale): Promise<Record<string, string>> {
  const parts = MESSAGE_PARTS[locale];
  const [boot, rest] = await Promise.all([parts.boot(), parts.rest()]);
  return { ...boot.messages, ...rest.messages };
}

/**
 * The console's messages (column titles, status labels) as the server's export reads them: en-US
 * under the chosen locale's. Loaded only for `--csv`, as chunks of their own.
 */
export async function exportTranslate(locale: Locale): Promise<CsvTranslate> {
  const [fallback, own] = await Promise.all([
    localeMessages('en-US'),
    locale === 'en-US' ? undefined : localeMessages(locale),
  ]);
  const messages: Record<string, string> = { ...fallback, ...own };
  return (key) => (key in messages ? formatMessage(messages[key], locale) : key);
}
