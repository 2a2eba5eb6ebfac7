/**
 * Build-time ICU parsing for the console (replaces core/i18n/precompiled.ts in the bundle): every
 * UI or error-catalogue message that is more than plain text and `{name}` arguments (plurals,
 * selects), parsed here into intl-messageformat's AST. With these the browser bundle takes
 * `@formatjs/icu-messageformat-parser/no-parser` and leaves the ~9 KB gzip parser out.
 */
import { parse } from '@formatjs/icu-messageformat-parser';
import { catalogue } from '../core/errors/codes.ts';
import { enUS } from '../core/i18n/messages/en-US/index.ts';
import { zhCN } from '../core/i18n/messages/zh-CN/index.ts';

/** The same test core/i18n/format-message.ts uses to fill a message without parsing it. */
const SIMPLE = /^[^{}]*(?:\{\w+\}[^{}]*)*$/;

/** Source text → AST of every message the formatter would have to parse. */
export function precompiledMessages(): Record<string, unknown> {
  const texts = [
    ...Object.values(enUS),
    ...Object.values(zhCN),
    ...Object.values(catalogue).flatMap((entry) => [entry['en-US'], entry['zh-CN']]),
  ];
  const out: Record<string, unknown> = {};
  for (const text of texts) {
    if (!SIMPLE.test(text) && !(text in out)) out[text] = parse(text, { ignoreTag: true });
  }
  return out;
}

export function precompiledModuleSource(): string {
  return `export const precompiled = ${JSON.stringify(precompiledMessages())};\n`;
}
