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
 * Commander requires node:child_process at load time for git-style executable subcommands, which
 * qy does not have; loading it costs a few ms of every start. It is loaded on first use instead.
 */
export const lazyChildProcess: Plugin = {
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
 * Node 22+ has fetch, so the bundle takes ofetch's plain build, which uses the global one.
 */
export const ofetchWithoutPolyfill: Plugin = {
  name: 'qy-ofetch-without-polyfill',
  setup(b) {
    const plain = join(root, 'node_modules/ofetch/dist/index.mjs');
    b.onResolve({ filter: /^ofetch$/ }, () => ({ path: plain }));
    // That build reads globalThis.Headers when it loads, and in Node that getter loads undici
    // (~30 ms of CPU); Headers is made on first use instead (the first request loads undici anyway,
    // so this pays only for runs that send nothing: see the bench's --patches figures).
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
 * Makes `const name = <value>;` of a module's top level on first use: each use of `name` becomes
 * `(name ??= <value>)`. Throws when the declaration or a use is not there (the package changed).
 */
function lazyConstant(source: string, name: string, file: string): string {
  const declaration = new RegExp(`^const ${name} = (.+);$`, 'm');
  const value = declaration.exec(source)?.[1];
  const uses = source.split(new RegExp(`\\b${name}\\b`)).length - 2;
  if (!value || uses < 1) throw new Error(`string-width changed: no '${name}' in ${file}`);
  return source
    .replace(declaration, `let ${name};`)
    .replace(new RegExp(`(?<!let )\\b${name}\\b`, 'g'), `(${name} ??= ${value})`);
}

/**
 * string-width makes an Intl.Segmenter when it loads (~20 ms of ICU set-up on every qy run that
 * loads the output module, `--json` too); it is made on the first non-ASCII width instead. So are
 * the Unicode property patterns of string-width 8 (ink's wrap-ansi has 7, which has none): a /v
 * regular expression of \p{RGI_Emoji} (ICU's emoji sets) alone costs 1–12 ms to build, and only a
 * non-ASCII cell is ever tested against them.
 */
export const lazySegmenter: Plugin = {
  name: 'qy-lazy-segmenter',
  setup(b) {
    b.onLoad({ filter: /string-width[\\/]index\.js$/ }, async (args) => {
      let contents = lazyConstant(await readFile(args.path, 'utf8'), 'segmenter', args.path);
      if (!contents.includes("from 'emoji-regex'")) {
        for (const name of ['visibleCharacterRegex', 'spacingMarkRegex', 'rgiEmojiRegex']) {
          contents = lazyConstant(contents, name, args.path);
        }
      }
      return { contents, loader: 'js', resolveDir: dirname(args.path) };
    });
  },
};

const START = join(root, 'cli/start.ts');
const LAZY = 'qy-lazy-entry';

/**
 * Everything `qy` evaluates on start in one chunk. esbuild puts a module shared by the entry and
 * some lazily imported chunks into a chunk per set of importers: `qy --help` loaded 16 files, and
 * each ES module costs its own resolve, read, compile and link (~14 ms of CPU in all, against one
 * file). Each module that is imported lazily is entered through a wrapper that also imports
 * cli/start.ts, so every module start reaches has the same importers and lands in one chunk;
 * what the lazy modules alone share stays in their own chunks.
 */
export const startInOneChunk: Plugin = {
  name: 'qy-start-in-one-chunk',
  setup(b) {
    b.onResolve({ filter: /^[.#]/ }, async (args) => {
      if (args.kind !== 'dynamic-import' || args.pluginData === LAZY) return undefined;
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
 * The plugins that change third-party code (a module swapped or its text patched). Each stays only
 * while `npm run bench:cli -- --patches` shows it saves >= 10 ms on Node 24 (docs/CLI.md).
 */
export const THIRD_PARTY_PATCHES: readonly Plugin[] = [
  lazyChildProcess,
  ofetchWithoutPolyfill,
  lazySegmenter,
];
