/**
 * Build-time ICU parsing for the console and qy (replaces core/i18n/precompiled.ts in the bundle): every
 * UI or error-catalogue message that is more than plain text and `{name}` arguments (plurals,
 * selects), parsed here into intl-messageformat's AST. With these the browser bundle takes
 * `@formatjs/icu-messageformat-parser/no-parser` and leaves the ~9 KB gzip parser out.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import type { Plugin } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { catalogue } from '../core/errors/codes.ts';
import { isSimpleMessage } from '../core/i18n/format-message.ts';
import { cliOps as cliOpsEnUS } from '../core/i18n/messages/en-US/cli-ops.ts';
import { enUS } from '../core/i18n/messages/en-US/index.ts';
import { cliOps as cliOpsZhCN } from '../core/i18n/messages/zh-CN/cli-ops.ts';
import { zhCN } from '../core/i18n/messages/zh-CN/index.ts';

/** Source text → AST of every message the formatter would have to parse. */
function precompiledMessages(): Record<string, unknown> {
  const texts = [
    ...Object.values(enUS),
    ...Object.values(zhCN),
    // qy's own area, which the locale indexes above do not merge (cli/text.ts does).
    ...Object.values(cliOpsEnUS),
    ...Object.values(cliOpsZhCN),
    ...Object.values(catalogue).flatMap((entry) => [entry['en-US'], entry['zh-CN']]),
  ];
  const out: Record<string, unknown> = {};
  for (const text of texts) {
    if (!isSimpleMessage(text) && !(text in out))
      out[text] = IntlMessageFormat.__parse!(text, { ignoreTag: true });
  }
  return out;
}

function precompiledModuleSource(): string {
  return `export const precompiled = ${JSON.stringify(precompiledMessages())};\n`;
}

const NO_PARSER = fileURLToPath(
  new URL('../node_modules/@formatjs/icu-messageformat-parser/no-parser.js', import.meta.url),
);

/**
 * The esbuild plugin of the console's and qy's builds: core/i18n/precompiled.ts becomes the
 * messages parsed here, and intl-messageformat gets the package's no-parser entry, so the ICU
 * parser stays out of both bundles.
 */
export const precompiledIcu: Plugin = {
  name: 'precompiled-icu',
  setup(b) {
    b.onLoad({ filter: /core[\\/]i18n[\\/]precompiled\.ts$/ }, () => ({
      contents: precompiledModuleSource(),
      loader: 'js',
    }));
    b.onResolve({ filter: /^@formatjs\/icu-messageformat-parser$/ }, () => ({ path: NO_PARSER }));
  },
};
