/**
 * Bundles the server into dist/server/main.mjs: esbuild, ESM for Node, packages left as imports
 * (they are the production dependencies), core and the server's own modules inlined into one
 * file, so `node dist/server/main.mjs` starts without tsx and without resolving hundreds of files.
 * drizzle-orm is inlined too (INLINED): Node reads a package's package.json again for each of its
 * files it loads, and drizzle-orm's is 179 KB over about a hundred files; importing it took 0.4 s
 * of each server's and admin command's start (0.49 s for `drizzle-orm/pg-core` alone, of a 2 s
 * start on a copied database).
 * The SQL migrations are copied beside it (server/db/migrate.ts finds them next to the code).
 * Without `outDir` the build goes to a fresh folder and dist/server is switched to it at the end.
 */
import { build, type Metafile } from 'esbuild';
import { cp, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freshBuildDir, publish, writeMeta } from '../tools/dist.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Packages bundled into the server rather than imported at run time (see above). */
export const INLINED = new Set(['drizzle-orm']);

/**
 * Every other package stays an import: the production dependencies, and the devDependencies, so a
 * server module that imports one by mistake still shows in the metafile's imports.
 */
async function externals(): Promise<string[]> {
  const pkg = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  return [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)].filter(
    (name) => !INLINED.has(name),
  );
}

/** Bare package names (`drizzle-orm/pg-core` → `drizzle-orm`) the bundle imports at run time. */
export function externalPackages(metafile: Metafile): string[] {
  const names = new Set<string>();
  for (const output of Object.values(metafile.outputs)) {
    for (const imported of output.imports) {
      if (!imported.external || imported.path.startsWith('node:')) continue;
      const parts = imported.path.split('/');
      names.add(imported.path.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
    }
  }
  return [...names].sort();
}

export async function buildServer(options: { outDir?: string } = {}): Promise<string> {
  const outdir = options.outDir ?? (await freshBuildDir('server'));
  const result = await build({
    absWorkingDir: root,
    entryPoints: { main: 'server/main.ts', admin: 'server/admin/main.ts' },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external: await externals(),
    sourcemap: 'linked',
    metafile: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  await cp(join(root, 'server/db/migrations'), join(outdir, 'migrations'), { recursive: true });
  if (options.outDir) return join(outdir, 'main.mjs');
  await writeMeta('server-metafile.json', result.metafile);
  await publish('server', outdir);
  return join(root, 'dist/server/main.mjs');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(`built ${await buildServer()}`);
}
