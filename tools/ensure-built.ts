/**
 * First half of `npm start`: builds dist/ when a part is missing or a source is newer than the last
 * build's stamp, else does nothing (a second start, or one instance of several, does not rebuild
 * under a running server; and a build would not remove what it serves anyway: tools/dist.ts).
 */
import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DIST, ROOT, STAMP } from './dist.ts';

const SOURCE_DIRS = ['core', 'server', 'web', 'cli', 'tools'];
const SOURCE_FILES = ['package.json', 'package-lock.json', 'tailwind.config.ts'];
const OUTPUTS = ['web/index.html', 'cli/qy.mjs', 'server/main.mjs', 'server/admin.mjs'];

async function newerThan(path: string, since: number): Promise<boolean> {
  const info = await stat(path).catch(() => null);
  if (!info) return false;
  // A folder's own time changes when a file in it is added, renamed or removed.
  if (info.mtimeMs > since) return true;
  if (!info.isDirectory()) return false;
  for (const entry of await readdir(path)) {
    if (await newerThan(join(path, entry), since)) return true;
  }
  return false;
}

/** Why a build is needed, or null when dist/ is complete and newer than every source. */
export async function staleReason(): Promise<string | null> {
  const missing = OUTPUTS.find((o) => !existsSync(join(DIST, o)));
  if (missing) return `dist/${missing} is missing`;
  const built = await stat(STAMP).catch(() => null);
  if (!built) return 'no build stamp';
  for (const source of [...SOURCE_DIRS, ...SOURCE_FILES]) {
    if (await newerThan(join(ROOT, source), built.mtimeMs)) return `${source} changed`;
  }
  return null;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const reason = await staleReason();
  if (reason) {
    console.log(`building (${reason})…`);
    // Imported only now: the build pulls in esbuild, Tailwind and every part's build script, which
    // cost most of a start that finds dist/ up to date (bench: npm run bench:start prints it).
    const { buildAll } = await import('./build.ts');
    await buildAll();
  }
}
