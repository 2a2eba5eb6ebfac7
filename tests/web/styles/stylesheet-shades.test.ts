/**
 * The stylesheet's default primary shades are the default theme colour's, light on :root and dark
 * on .dark: the sign-in screen prerendered into index.html paints before the script that writes the
 * shades runs, and must not change colour when it does.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, generateShades, themeCssVariables } from '#core/settings';

const css = readFileSync(join(import.meta.dirname, '../../../web/styles/app.css'), 'utf8');

function shadesIn(selector: string): Record<string, string> {
  const block = new RegExp(`^${selector.replace('.', '\\.')} \\{([^}]*)\\}`, 'm').exec(css);
  if (!block) throw new Error(`no ${selector} block in app.css`);
  const out: Record<string, string> = {};
  for (const m of block[1].matchAll(/(--primary-\d+):\s*([^;]+);/g))
    out[m[1]] = m[2].replace(/\s+/g, '');
  return out;
}

describe('app.css primary shades', () => {
  it.each([
    [':root', false],
    ['.dark', true],
  ] as const)('%s holds the default colour’s shades', (selector, dark) => {
    const expected = themeCssVariables(generateShades(DEFAULT_SETTINGS.themeColor, { dark }));
    expect(shadesIn(selector)).toEqual(expected);
  });
});
