import { build } from 'esbuild';
import { chmod, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freshBuildDir, publish, writeMeta } from '../tools/dist.ts';
import {
  lazyChildProcess,
  lazySegmenter,
  ofetchWithoutPolyfill,
  pureI18nModules,
  startInOneChunk,
} from './build-plugins.ts';
import { precompiledIcu } from '../tools/precompile-messages.ts';
import { buildBin, commonJsChunks, ESM_BANNER } from './build-cjs.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Bundles `qy` into dist/cli/qy.cjs (the package's bin) and dist/cli/chunks. Code splitting keeps
 * every command's runner, the API client and ink/React in chunks loaded on first use, so
 * `qy --help` evaluates only commander and the command tree (chunks/start.cjs and the one chunk
 * it imports). esbuild splits ES modules only; the chunks are then turned into CommonJS where they
 * can be (cli/build-cjs.ts), which Node starts faster and which the code cache
 * (cli/code-cache.ts, installed by the bin before it requires chunks/start.cjs) can compile. Without `outDir` the bundle goes to a fresh folder and
 * dist/cli is switched to it at the end (tools/dist.ts); returns the path of qy.cjs.
 */
export async function buildCli(options: { outDir?: string } = {}): Promise<string> {
  const pkg = JSON.parse(await readFile(`${root}package.json`, 'utf8')) as { version: string };
  const outdir = options.outDir ?? (await freshBuildDir('cli'));
  const result = await build({
    absWorkingDir: root,
    entryPoints: { start: 'cli/start.ts' },
    outdir: join(outdir, 'chunks'),
    outExtension: { '.js': '.mjs' },
    chunkNames: '[name]-[hash]',
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
    banner: { js: ESM_BANNER },
    // Loaded by ink only when DEV=true (React DevTools); never installed with qy.
    external: ['react-devtools-core'],
    plugins: [
      pureI18nModules,
      lazyChildProcess,
      ofetchWithoutPolyfill,
      lazySegmenter,
      precompiledIcu,
      startInOneChunk,
    ],
    logLevel: 'warning',
    metafile: true,
  });
  await commonJsChunks(root, result.metafile, relative(root, join(outdir, 'chunks/start.mjs')));
  const bin = await buildBin(root, outdir);
  await chmod(bin, 0o755);
  if (options.outDir) return bin;
  await writeMeta('cli-metafile.json', result.metafile);
  await publish('cli', outdir);
  return join(root, 'dist/cli/qy.cjs');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const bin = await buildCli();
  console.log(`built ${bin}`);
}
