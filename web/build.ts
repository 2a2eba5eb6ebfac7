/**
 * Builds the console into dist/web: esbuild bundles web/main.tsx as ESM with code splitting (one
 * chunk per lazily imported route page), content-hashed file names, and Tailwind v4 compiles
 * web/styles/app.css (which points at tailwind.config.ts through `@config`). index.html is written
 * last with the hashed entry script and stylesheet.
 */
import { build, type Metafile, type Plugin } from 'esbuild';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'dist/web');

export interface WebBuildOptions {
  /** Minify and drop dev-only hooks (default true). */
  production?: boolean;
}

export interface WebBuildResult {
  entry: string;
  css: string;
  metafile: Metafile;
}

async function buildCss(production: boolean): Promise<string> {
  const tmp = join(outDir, 'app.tmp.css');
  const cli = join(root, 'node_modules/@tailwindcss/cli/dist/index.mjs');
  const args = [cli, '-i', join(root, 'web/styles/app.css'), '-o', tmp];
  if (production) args.push('--minify');
  await run(process.execPath, args, { cwd: root });
  const css = await readFile(tmp);
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 8).toUpperCase();
  const name = `assets/app-${hash}.css`;
  await mkdir(join(outDir, 'assets'), { recursive: true });
  await rename(tmp, join(outDir, name));
  return name;
}

/**
 * The `qy` CLI's message area sits in core's shared catalogue, but the console never shows it:
 * the web bundle gets empty stand-ins (same export names), which keeps ~20 KB of text out of /login.
 */
const omitCliMessages: Plugin = {
  name: 'omit-cli-messages',
  setup(b) {
    b.onLoad(
      { filter: /core[\\/]i18n[\\/]messages[\\/](en-US|zh-CN)[\\/]cli\.ts$/ },
      async (args) => {
        const source = await readFile(args.path, 'utf8');
        const names = [...source.matchAll(/export const (\w+)/g)].map((m) => m[1]);
        return { contents: names.map((n) => `export const ${n} = {};`).join('\n'), loader: 'ts' };
      },
    );
  },
};

async function buildJs(production: boolean): Promise<{ entry: string; metafile: Metafile }> {
  const result = await build({
    entryPoints: { app: join(root, 'web/main.tsx') },
    outdir: join(outDir, 'assets'),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['chrome110', 'firefox115', 'safari16'],
    jsx: 'automatic',
    minify: production,
    sourcemap: production ? false : 'linked',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: '[name]-[hash]',
    metafile: true,
    legalComments: 'none',
    define: {
      'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
    },
    logLevel: 'warning',
    plugins: [omitCliMessages],
  });
  const entry = Object.entries(result.metafile.outputs).find(
    ([, out]) => out.entryPoint && out.entryPoint.endsWith('web/main.tsx'),
  );
  if (!entry) throw new Error('esbuild produced no entry chunk for web/main.tsx');
  return { entry: relative(outDir, join(root, entry[0])), metafile: result.metafile };
}

/** Builds the console; returns the hashed entry and stylesheet paths relative to dist/web. */
export async function buildWeb(options: WebBuildOptions = {}): Promise<WebBuildResult> {
  const production = options.production ?? true;
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const [css, js] = await Promise.all([buildCss(production), buildJs(production)]);
  const template = await readFile(join(root, 'web/index.html'), 'utf8');
  const html = template
    .replace('<!--styles-->', `<link rel="stylesheet" href="/${css}" />`)
    .replace('<!--entry-->', `<script type="module" src="/${js.entry}"></script>`);
  await writeFile(join(outDir, 'index.html'), html);
  await writeFile(join(outDir, 'metafile.json'), JSON.stringify(js.metafile));
  return { entry: js.entry, css, metafile: js.metafile };
}

const invokedDirectly =
  process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  const started = Date.now();
  const dev = process.argv.includes('--dev');
  buildWeb({ production: !dev })
    .then((r) => {
      console.log(`web: built ${r.entry} + ${r.css} in ${Date.now() - started} ms`);
    })
    .catch((e: unknown) => {
      console.error(e);
      process.exitCode = 1;
    });
}
