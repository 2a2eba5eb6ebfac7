/**
 * Builds the console (web/) into dist/web; the build code lives here, web/ never imports it: esbuild bundles web/main.tsx as ESM with code splitting (one
 * chunk per lazily imported route page), content-hashed file names, and Tailwind v4 compiles
 * web/styles/app.css (which points at tailwind.config.ts through `@config`). index.html is written
 * last with the hashed entry script and stylesheet; every text file then gets .br and .gz siblings
 * (served by server/http/static-files.ts). The build goes to a fresh folder that dist/web is
 * switched to at the end, so a running server never loses the files it serves.
 */
import { build, type Metafile } from 'esbuild';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile, rename } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { freshBuildDir, publish, writeMeta } from './dist.ts';
import { writePinyinTableIfStale } from './pinyin-table.ts';
import { noIcuParser, writePrecompiledIfStale } from './precompile-messages.ts';
import { precompress } from './precompress.ts';
import { preloadTags } from './preload.ts';
import { prerenderLogin } from './prerender-login.ts';
import { criticalCss, screenSources } from './critical-css.ts';
import { APP_STYLESHEET_META, stylesheetScript } from '../web/lib/app-stylesheet.ts';
import { LOGIN_PATH } from '../web/prerender/login-variants.ts';
import { DEFAULT_LOCALE } from '#core/i18n';
import { LOCALE_STORAGE_KEY } from '#core/settings';

const run = promisify(execFile);
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface WebBuildOptions {
  /** Minify and drop dev-only hooks (default true). */
  production?: boolean;
  /**
   * The bench build (bench/web): the palette's bench hook (web/features/palette/bench-entries.ts)
   * is compiled in; every other build leaves it out (process.env.QY_BENCH is '0').
   */
  bench?: boolean;
  /**
   * Source maps beside a production build's scripts, without a sourceMappingURL comment: for the
   * bench's profilers (bench/web/cpu-profile-palette.ts), which map minified frames back to source.
   */
  sourcemap?: boolean;
  /**
   * Build into this (empty) folder and publish nothing. By default the build goes to a fresh folder
   * under dist/builds and dist/web is switched to it at the end (tools/dist.ts).
   */
  outDir?: string;
}

export interface WebBuildResult {
  entry: string;
  css: string;
  metafile: Metafile;
}

async function buildCss(outDir: string, production: boolean): Promise<string> {
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

const PLUGINS = [noIcuParser];

async function buildJs(
  outDir: string,
  production: boolean,
  bench: boolean,
  sourcemap: boolean,
): Promise<{ entry: string; metafile: Metafile }> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: { app: join(root, 'web/main.tsx') },
    outdir: join(outDir, 'assets'),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['chrome110', 'firefox115', 'safari16'],
    jsx: 'automatic',
    minify: production,
    sourcemap: production ? (sourcemap ? 'external' : false) : 'linked',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: '[name]-[hash]',
    metafile: true,
    legalComments: 'none',
    define: {
      'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      'process.env.QY_BENCH': JSON.stringify(bench ? '1' : '0'),
    },
    logLevel: 'warning',
    plugins: PLUGINS,
  });
  const entry = Object.entries(result.metafile.outputs).find(
    ([, out]) => out.entryPoint && out.entryPoint.endsWith('web/main.tsx'),
  );
  if (!entry) throw new Error('esbuild produced no entry chunk for web/main.tsx');
  await hintEagerCompile(join(root, entry[0]));
  return { entry: relative(outDir, join(root, entry[0])), metafile: result.metafile };
}

/**
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints): every function of the
 * entry is compiled while the file streams in, off the main thread. The entry is React DOM (a
 * CommonJS factory V8 would pre-parse, then parse again in full on the main thread when the module
 * runs) and the console's root, all of which run before the first screen is usable: in a CPU
 * profile of a cold /login load that second parse was the largest single cost. Only the entry:
 * lazy chunks hold code a screen may never run.
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

async function hintEagerCompile(file: string): Promise<void> {
  await writeFile(file, `${EAGER_COMPILE_HINT}\n${await readFile(file, 'utf8')}`);
}

/** Builds the console; returns the hashed entry and stylesheet paths relative to dist/web. */
export async function buildWeb(options: WebBuildOptions = {}): Promise<WebBuildResult> {
  const production = options.production ?? true;
  const outDir = options.outDir ?? (await freshBuildDir('web'));
  await mkdir(outDir, { recursive: true });
  await Promise.all([writePrecompiledIfStale(), writePinyinTableIfStale()]);
  const [css, js, login] = await Promise.all([
    buildCss(outDir, production),
    buildJs(outDir, production, options.bench ?? false, options.sourcemap ?? false),
    prerenderLogin(PLUGINS),
  ]);
  // The sign-in's sources, and the toast region it loads on its first toast (a code sent, an error).
  const loginSources = [
    'web/features/login/login-page.tsx',
    'web/components/ui/toaster.tsx',
  ].flatMap((screen) => screenSources(js.metafile, 'web/main.tsx', screen));
  const loginCss = await criticalCss(login.markup, [...new Set(loginSources)], outDir);
  const template = await readFile(join(root, 'web/index.html'), 'utf8');
  const preload = preloadTags(
    js.metafile,
    relative(root, outDir),
    'web/main.tsx',
    [
      { path: '/login', source: 'web/features/login/login-page.tsx' },
      { path: null, source: 'web/app/signed-in-shell.tsx' },
      // The stored locale's messages: the boot part on every page, the rest beside the shell.
      ...(['en-US', 'zh-CN'] as const).flatMap((locale) => [
        { path: '*', locale, source: `core/i18n/parts/${locale}-boot.ts` },
        { path: null, locale, source: `core/i18n/parts/${locale}-rest.ts` },
      ]),
    ],
    { storageKey: LOCALE_STORAGE_KEY, fallback: DEFAULT_LOCALE },
  );
  const html = template
    // The sign-in screen's rules inline; the whole stylesheet linked at once off /login, with the
    // signed-in console from /login (web/lib/app-stylesheet.ts).
    .replace(
      '<!--styles-->',
      [
        `<meta name="${APP_STYLESHEET_META}" content="/${css}" />`,
        `<style>${loginCss}</style>`,
        stylesheetScript(LOGIN_PATH),
        preload,
      ].join('\n    '),
    )
    .replace('<div id="root"></div>', `<div id="root"></div>\n    ${login.html}`)
    .replace('<!--entry-->', `<script type="module" src="/${js.entry}"></script>`);
  await writeFile(join(outDir, 'index.html'), html);
  await precompress(outDir);
  if (!options.outDir) {
    // The build map stays out of the served folder.
    await writeMeta('web-metafile.json', js.metafile);
    await publish('web', outDir);
  }
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
