/**
 * The sign-in screen's own CSS, inlined in index.html: /login paints with index.html alone and
 * never downloads the whole stylesheet, which loads with the signed-in console instead
 * (web/lib/app-stylesheet.ts). Tailwind compiles web/styles/app.css again with only the sign-in's
 * sources (every web/ file in the chunks /login runs, the lazy help dialog included, plus the
 * prerendered markup), so it holds the stylesheet's tokens and base rules and the utilities those
 * files use, in the same order as the whole stylesheet.
 */
import type { Metafile } from 'esbuild';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from './dist.ts';
import { importClosure, outputOf } from './preload.ts';

const run = promisify(execFile);

/**
 * The console's own source files (under web/) that a screen runs: the entry's static imports and
 * everything the screen's chunk loads, lazily too.
 */
export function screenSources(metafile: Metafile, entry: string, screen: string): string[] {
  const outputs = [
    ...importClosure(metafile, outputOf(metafile, entry)),
    ...importClosure(metafile, outputOf(metafile, screen), { lazy: true }),
  ];
  const files = new Set<string>();
  for (const o of outputs)
    for (const input of Object.keys(metafile.outputs[o].inputs))
      if (input.startsWith('web/')) files.add(join(ROOT, input));
  return [...files].sort();
}

/** `scratch` must sit inside the repository (Tailwind resolves its import from node_modules). */
export async function criticalCss(
  markup: string,
  sources: readonly string[],
  scratch: string,
): Promise<string> {
  const dir = await mkdtemp(join(scratch, 'critical-'));
  try {
    const source = await readFile(join(ROOT, 'web/styles/app.css'), 'utf8');
    if (!/^@source .*$/m.test(source) || !/^@config .*$/m.test(source))
      throw new Error('web/styles/app.css has no @source / @config to retarget');
    const screen = join(dir, 'screen.html');
    const files = [screen, ...sources];
    // The config's own `content` would add every source of web/ back.
    const config = `import base from ${JSON.stringify(join(ROOT, 'tailwind.config.ts'))};\nexport default { ...base, content: ${JSON.stringify(files)} };\n`;
    const input = source
      .replace(/^@source .*$/m, files.map((f) => `@source ${JSON.stringify(f)};`).join('\n'))
      .replace(/^@config .*$/m, `@config ${JSON.stringify(join(dir, 'tailwind.config.ts'))};`);
    await writeFile(screen, markup);
    await writeFile(join(dir, 'tailwind.config.ts'), config);
    await writeFile(join(dir, 'input.css'), input);
    const cli = join(ROOT, 'node_modules/@tailwindcss/cli/dist/index.mjs');
    const out = join(dir, 'out.css');
    await run(process.execPath, [cli, '-i', join(dir, 'input.css'), '-o', out, '--minify'], {
      cwd: ROOT,
    });
    return (await readFile(out, 'utf8')).trim();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
