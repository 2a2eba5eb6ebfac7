import { build, type Plugin } from 'esbuild';
import { chmod, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freshBuildDir, publish, writeMeta } from '../tools/dist.ts';
import { precompiledModuleSource } from '../tools/precompile-messages.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The CLI takes only its own message area from `#core/i18n`. The other modules behind that entry
 * (every console message, the ICU formatter) only define values, so they are declared free of
 * side effects and dropped from the bundle when unused: `qy --help` then parses ~40 KB less.
 */
const pureI18nModules: Plugin = {
  name: 'qy-pure-i18n-modules',
  setup(b) {
    b.onResolve(
      {
        filter:
          /^\.\/(intl|catalogue-messages|locale|messages\/[\w-]+\/index|parts\/(index|loaded))\.ts$/,
      },
      (args) =>
        args.importer.endsWith(join('core', 'i18n', 'index.ts'))
          ? { path: join(args.resolveDir, args.path), sideEffects: false }
          : undefined,
    );
  },
};

/**
 * Commander requires node:child_process at load time for git-style executable subcommands, which
 * qy does not have; loading it costs a few ms of every start. It is loaded on first use instead.
 */
const lazyChildProcess: Plugin = {
  name: 'qy-lazy-child-process',
  setup(b) {
    b.onResolve({ filter: /^(node:)?child_process$/ }, (args) =>
      args.importer.includes(join('node_modules', 'commander'))
        ? { path: 'lazy-child-process', namespace: 'qy-lazy' }
        : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'qy-lazy' }, () => ({
      contents:
        "module.exports = new Proxy({}, { get: (_, key) => require('node:child_process')[key] });",
      loader: 'js',
    }));
  },
};

/**
 * ofetch's Node build wraps node-fetch-native (a fetch polyfill, ~130 KB, for Node without fetch);
 * Node 20 has fetch and qy sends through node:http anyway (cli/http-transport.ts), so the bundle
 * takes ofetch's plain build, which uses the global one.
 */
const ofetchWithoutPolyfill: Plugin = {
  name: 'qy-ofetch-without-polyfill',
  setup(b) {
    const plain = join(root, 'node_modules/ofetch/dist/index.mjs');
    b.onResolve({ filter: /^ofetch$/ }, () => ({ path: plain }));
    // That build reads globalThis.Headers when it loads, and in Node that getter loads undici
    // (~30 ms of CPU) on every qy run, even when every call goes over node:http (plain transport).
    // Headers is made on first use instead.
    b.onLoad({ filter: /ofetch[\\/]dist[\\/]index\.mjs$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const eager = 'const Headers = _globalThis.Headers;';
      if (!source.includes(eager)) throw new Error(`ofetch changed: no '${eager}' in ${plain}`);
      const lazy = 'function Headers(init) { return new _globalThis.Headers(init); }';
      return {
        contents: source.replace(eager, lazy),
        loader: 'js',
        resolveDir: dirname(args.path),
      };
    });
  },
};

/**
 * string-width makes an Intl.Segmenter when it loads (~20 ms of ICU set-up on every qy run that
 * loads the output module, `--json` too); it is made on the first non-ASCII width instead.
 */
const lazySegmenter: Plugin = {
  name: 'qy-lazy-segmenter',
  setup(b) {
    b.onLoad({ filter: /string-width[\\/]index\.js$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const eager = 'const segmenter = new Intl.Segmenter();';
      if (!source.includes(eager) || !source.includes('segmenter.segment(')) {
        throw new Error(`string-width changed: no '${eager}' in ${args.path}`);
      }
      const contents = source
        .replace(eager, 'let segmenter;')
        .replace('segmenter.segment(', '(segmenter ??= new Intl.Segmenter()).segment(');
      return { contents, loader: 'js', resolveDir: dirname(args.path) };
    });
  },
};

/**
 * ICU messages parsed at build time (tools/precompile-messages.ts), as in the console: the ICU
 * parser (~27 KB of the formatter chunk every `qy` run evaluates) stays out of the bundle.
 */
const precompiledIcu: Plugin = {
  name: 'qy-precompiled-icu',
  setup(b) {
    b.onLoad({ filter: /core[\\/]i18n[\\/]precompiled\.ts$/ }, () => ({
      contents: precompiledModuleSource(),
      loader: 'js',
    }));
    b.onResolve({ filter: /^@formatjs\/icu-messageformat-parser$/ }, () => ({
      path: join(root, 'node_modules/@formatjs/icu-messageformat-parser/no-parser.js'),
    }));
  },
};

/**
 * Bundles `qy` into dist/cli/qy.mjs (the package's bin). Code splitting keeps every command's
 * runner, the API client and ink/React in chunks loaded by dynamic import(), so `qy --help`
 * evaluates only commander and the command tree. Without `outDir` the bundle goes to a fresh folder
 * and dist/cli is switched to it at the end (tools/dist.ts); returns the path of qy.mjs.
 */
export async function buildCli(options: { outDir?: string } = {}): Promise<string> {
  const pkg = JSON.parse(await readFile(`${root}package.json`, 'utf8')) as { version: string };
  const outdir = options.outDir ?? (await freshBuildDir('cli'));
  const result = await build({
    absWorkingDir: root,
    entryPoints: { qy: 'cli/main.ts' },
    outdir,
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    minify: true,
    legalComments: 'none',
    define: { QY_VERSION: JSON.stringify(pkg.version), 'process.env.NODE_ENV': '"production"' },
    // Bundled CommonJS (commander) calls require() for Node built-ins; ESM has none of its own.
    banner: {
      js: "#!/usr/bin/env node\nimport { createRequire as __qyRequire } from 'node:module'; const require = __qyRequire(import.meta.url);",
    },
    // Loaded by ink only when DEV=true (React DevTools); never installed with qy.
    external: ['react-devtools-core'],
    plugins: [
      pureI18nModules,
      lazyChildProcess,
      ofetchWithoutPolyfill,
      lazySegmenter,
      precompiledIcu,
    ],
    logLevel: 'warning',
    metafile: true,
  });
  const bin = join(outdir, 'qy.mjs');
  await chmod(bin, 0o755);
  if (options.outDir) return bin;
  await writeMeta('cli-metafile.json', result.metafile);
  await publish('cli', outdir);
  return join(root, 'dist/cli/qy.mjs');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const bin = await buildCli();
  console.log(`built ${bin}`);
}
