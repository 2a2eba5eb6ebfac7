import { build } from 'esbuild';
import { chmod, readFile, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = `${root}dist/cli`;

/**
 * Bundles `qy` into dist/cli/qy.mjs (the package's bin). Code splitting keeps every command's
 * runner, the API client and ink/React in chunks loaded by dynamic import(), so `qy --help`
 * evaluates only commander and the command tree.
 */
export async function buildCli(): Promise<string> {
  const pkg = JSON.parse(await readFile(`${root}package.json`, 'utf8')) as { version: string };
  await rm(outdir, { recursive: true, force: true });
  await build({
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
    logLevel: 'warning',
  });
  const bin = `${outdir}/qy.mjs`;
  await chmod(bin, 0o755);
  return bin;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const bin = await buildCli();
  console.log(`built ${bin}`);
}
