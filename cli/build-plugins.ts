import type { Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The CLI takes only its own message area from `#core/i18n`. The other modules behind that entry
 * (every console message, the ICU formatter) only define values, so they are declared free of
 * side effects and dropped from the bundle when unused: `qy --help` then parses ~40 KB less.
 */
export const pureI18nModules: Plugin = {
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
 * ofetch's Node build wraps node-fetch-native (a fetch polyfill, ~130 KB, for Node without fetch,
 * which imports node:http and friends at load); Node 22+ has fetch, so the bundle takes ofetch's
 * plain build, which uses the global one. A choice of entry point, not a change to its text.
 */
const ofetchPlainBuild: Plugin = {
  name: 'qy-ofetch-plain-build',
  setup(b) {
    const plain = join(root, 'node_modules/ofetch/dist/index.mjs');
    b.onResolve({ filter: /^ofetch$/ }, () => ({ path: plain }));
  },
};

/**
 * That build reads globalThis.Headers when it loads; on Node 20 that getter loaded undici (~30 ms
 * of CPU) on every run. Headers is made on first use instead (a patch of ofetch's text).
 */
const ofetchLazyHeaders: Plugin = {
  name: 'qy-ofetch-lazy-headers',
  setup(b) {
    b.onLoad({ filter: /ofetch[\\/]dist[\\/]index\.mjs$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const eager = 'const Headers = _globalThis.Headers;';
      if (!source.includes(eager)) throw new Error(`ofetch changed: no '${eager}' in ${args.path}`);
      const lazy = 'function Headers(init) { return new _globalThis.Headers(init); }';
      return {
        contents: source.replace(eager, lazy),
        loader: 'js',
        resolveDir: dirname(args.path),
      };
    });
  },
};

const START = join(root, 'cli/start.ts');
const MAIN = join(root, 'cli/main.ts');
const LAZY = 'qy-lazy-entry';

/**
 * Everything `qy` evaluates on start in one chunk. esbuild puts a module shared by the entry and
 * some lazily imported chunks into a chunk per set of importers: `qy --help` loaded 16 files, and
 * each ES module costs its own resolve, read, compile and link (~14 ms of CPU in all, against one
 * file). Each module that is imported lazily is entered through a wrapper that also imports
 * cli/start.ts, so every module start reaches has the same importers and lands in one chunk;
 * what the lazy modules alone share stays in their own chunks. The bin's own dynamic imports
 * (start.ts, and node-hop.ts on an older Node, which must not evaluate the start chunk) are left
 * as they are.
 */
export const startInOneChunk: Plugin = {
  name: 'qy-start-in-one-chunk',
  setup(b) {
    b.onResolve({ filter: /^[.#]/ }, async (args) => {
      if (args.kind !== 'dynamic-import' || args.pluginData === LAZY) return undefined;
      if (args.importer === MAIN) return undefined;
      const target = await b.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: LAZY,
      });
      if (target.errors.length > 0 || target.external) return target;
      return { path: target.path, namespace: LAZY };
    });
    b.onLoad({ filter: /.*/, namespace: LAZY }, (args) => ({
      contents: `import ${JSON.stringify(START)};\nexport * from ${JSON.stringify(args.path)};\n`,
      loader: 'js',
      resolveDir: dirname(args.path),
    }));
  },
};

/**
 * The plugins that change what third-party code qy bundles. Each stays only while `npm run
 * bench:cli -- --patches` shows it saves >= 10 ms on Node 24 (docs/CLI.md has the figures; the
 * lazy Intl.Segmenter of string-width and commander's lazy child_process saved under 10 ms and
 * were removed).
 */
export const THIRD_PARTY_PATCHES: readonly Plugin[] = [ofetchPlainBuild, ofetchLazyHeaders];
