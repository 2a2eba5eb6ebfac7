import { build, type Plugin } from 'esbuild';
import { chmod, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freshBuildDir, publish, writeMeta } from '../tools/dist.ts';
import { noIcuParser, writePrecompiledIfStale } from '../tools/precompile-messages.ts';
import { pureI18nModules, startInOneChunk, THIRD_PARTY_PATCHES } from './build-plugins.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

export interface BuildCliOptions {
  /** Build here instead of a fresh folder that dist/cli is then switched to. */
  outDir?: string;
  /** Parts to leave out (OPTIONAL_PARTS): `npm run bench:cli -- --patches` builds without each to
   * measure what it saves. */
  without?: readonly string[];
  /** More entry points bundled with qy in the same build, sharing its chunks (tests probe the
   * bundle's message formatting through one: tests/cli/support/messages-probe.ts). */
  entries?: Record<string, string>;
}

/** The plain transport for decoded calls (cli/plain-transport.ts), by the name `without` takes. */
export const PLAIN_TRANSPORT = 'qy-plain-transport';

/**
 * What qy keeps only while it saves >= 10 ms on Node 24: the third-party patches and the plain
 * transport (docs/CLI.md has the figures).
 */
export const OPTIONAL_PARTS: readonly string[] = [
  ...THIRD_PARTY_PATCHES.map((p) => p.name),
  PLAIN_TRANSPORT,
];

/**
 * Bundles `qy` as ES modules: dist/cli/qy.mjs (the package's bin, cli/main.ts) and dist/cli/chunks.
 * Code splitting keeps every command's runner, the API client and ink/React in chunks loaded on
 * first use, so `qy --help` evaluates only commander and the command tree (the start chunk).
 * The bin enables Node's compile cache before it imports that chunk. Without `outDir` the bundle
 * goes to a fresh folder and dist/cli is switched to it at the end (tools/dist.ts); returns the
 * path of qy.mjs.
 */
export async function buildCli(options: BuildCliOptions = {}): Promise<string> {
  const pkg = JSON.parse(await readFile(`${root}package.json`, 'utf8')) as { version: string };
  const outdir = options.outDir ?? (await freshBuildDir('cli'));
  const patches: Plugin[] = THIRD_PARTY_PATCHES.filter((p) => !options.without?.includes(p.name));
  await writePrecompiledIfStale();
  const result = await build({
    absWorkingDir: root,
    entryPoints: { qy: 'cli/main.ts', ...options.entries },
    outdir,
    outExtension: { '.js': '.mjs' },
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    // The bin itself must parse on an older Node, to re-run under the project's or to say which
    // Node it needs (cli/main.ts); the chunks run on Node >= 22.12 only.
    target: 'node20',
    jsx: 'automatic',
    minify: true,
    legalComments: 'none',
    define: {
      QY_VERSION: JSON.stringify(pkg.version),
      QY_PLAIN_TRANSPORT: JSON.stringify(!options.without?.includes(PLAIN_TRANSPORT)),
      'process.env.NODE_ENV': '"production"',
    },
    // Bundled CommonJS (commander) calls require() for Node built-ins; ESM has none of its own.
    banner: {
      js: "import { createRequire as __qyRequire } from 'node:module'; const require = __qyRequire(import.meta.url);",
    },
    // Loaded by ink only when DEV=true (React DevTools); never installed with qy.
    external: ['react-devtools-core'],
    plugins: [pureI18nModules, ...patches, noIcuParser, startInOneChunk],
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
