/**
 * The sign-in screen's own CSS, inlined in index.html so the prerendered screen paints without
 * waiting for the stylesheet: Tailwind compiles web/styles/app.css again with the prerendered
 * markup as its only source, so it holds the stylesheet's tokens and base rules and exactly the
 * utilities that markup uses (the same rules, in the same order, as the full stylesheet, which
 * then loads without blocking the paint).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from './dist.ts';

const run = promisify(execFile);

/** `scratch` must sit inside the repository (Tailwind resolves its import from node_modules). */
export async function criticalCss(markup: string, scratch: string): Promise<string> {
  const dir = await mkdtemp(join(scratch, 'critical-'));
  try {
    const source = await readFile(join(ROOT, 'web/styles/app.css'), 'utf8');
    const screen = join(dir, 'screen.html');
    // The config's own `content` would add every source of web/ back.
    const config = `import base from ${JSON.stringify(join(ROOT, 'tailwind.config.ts'))};\nexport default { ...base, content: [${JSON.stringify(screen)}] };\n`;
    const input = source
      .replace(/^@source .*$/m, `@source ${JSON.stringify(screen)};`)
      .replace(/^@config .*$/m, `@config ${JSON.stringify(join(dir, 'tailwind.config.ts'))};`);
    if (!/^@source /m.test(source) || !/^@config /m.test(source))
      throw new Error('web/styles/app.css has no @source / @config to retarget');
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
