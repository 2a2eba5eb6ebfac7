/**
 * Bundled with qy (cli/build.ts `entries`) by tests/cli/e2e/qy-messages.test.ts: formats, with the
 * bundle's own formatter and core/i18n/precompiled.ts (no ICU parser), the messages named on stdin
 * as `[{ catalogue, locale, key, values }]`, and prints `[{ …, text }]` as JSON.
 */
import { catalogueMessages, enUS, formatMessage, zhCN } from '#core/i18n';
import type { Locale } from '#core/errors';
import { cliCatalogs } from '../../../cli/text.ts';

export interface ProbeCase {
  catalogue: 'cli' | 'console' | 'errors';
  locale: Locale;
  key: string;
  values: Record<string, string | number>;
}

const catalogues: Record<ProbeCase['catalogue'], Record<Locale, Record<string, string>>> = {
  cli: cliCatalogs,
  console: { 'en-US': enUS, 'zh-CN': zhCN },
  errors: { 'en-US': catalogueMessages('en-US'), 'zh-CN': catalogueMessages('zh-CN') },
};

let input = '';
process.stdin.setEncoding('utf8');
for await (const chunk of process.stdin) input += chunk;
const cases = JSON.parse(input) as ProbeCase[];
const out = cases.map((c) => ({
  ...c,
  text: formatMessage(catalogues[c.catalogue][c.locale][c.key], c.locale, c.values),
}));
process.stdout.write(JSON.stringify(out));
