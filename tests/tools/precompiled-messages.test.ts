/**
 * core/i18n/precompiled.ts is generated from the catalogues and committed (issue 20: no build
 * plugin swaps a core module, so Node and the bundles run the same module). Like a lockfile
 * check, this fails when a catalogue changed and `npm run i18n:precompile` was not run.
 */
import { build } from 'esbuild';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { enUS, formatMessage, zhCN } from '#core/i18n';
import { isSimpleMessage } from '../../core/i18n/simple-message.ts';
import { precompiled } from '../../core/i18n/precompiled.ts';
import {
  noIcuParser,
  PRECOMPILED_PATH,
  precompiledModuleSource,
} from '../../tools/precompile-messages.ts';

describe('core/i18n/precompiled.ts', () => {
  it('is what the catalogues give (run `npm run i18n:precompile` after changing a message)', async () => {
    expect(await readFile(PRECOMPILED_PATH, 'utf8')).toBe(precompiledModuleSource());
  });

  it("holds every console message's AST that the formatter cannot fill itself, and no other", () => {
    const needed = [...Object.values(enUS), ...Object.values(zhCN)].filter(
      (text) => !isSimpleMessage(text),
    );
    expect(needed.length).toBeGreaterThan(0);
    for (const text of needed) expect(precompiled, text).toHaveProperty([text]);
    for (const text of Object.keys(precompiled)) expect(isSimpleMessage(text)).toBe(false);
  });

  it('formats a plural the same in Node and in a bundle without the ICU parser', async () => {
    const key = 'template.apiTokens.days' as const;
    expect(precompiled).toHaveProperty([enUS[key]]);
    const inNode = [1, 3].map((count) => formatMessage(enUS[key], 'en-US', { count }));
    expect(inNode).toEqual(['1 day', '3 days']);

    const dir = await mkdtemp(join(tmpdir(), 'qy-precompiled-'));
    try {
      const entry = join(dir, 'entry.ts');
      const formatter = join(import.meta.dirname, '../../core/i18n/format-message.ts');
      await writeFile(
        entry,
        `import { formatMessage } from ${JSON.stringify(formatter)};\n` +
          `export const out = [1, 3].map((count) => formatMessage(${JSON.stringify(enUS[key])}, 'en-US', { count }));\n`,
      );
      const result = await build({
        entryPoints: [entry],
        outfile: join(dir, 'out.mjs'),
        bundle: true,
        format: 'esm',
        platform: 'node',
        plugins: [noIcuParser],
        metafile: true,
        logLevel: 'silent',
      });
      const inputs = Object.keys(result.metafile.inputs);
      expect(inputs.some((p) => p.endsWith('core/i18n/precompiled.ts'))).toBe(true);
      const parser = inputs.filter((p) => p.includes('icu-messageformat-parser'));
      expect(parser.map((p) => p.split('/').pop())).toEqual(['no-parser.js']);
      const bundled = (await import(pathToFileURL(join(dir, 'out.mjs')).href)) as {
        out: string[];
      };
      expect(bundled.out).toEqual(inNode);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
