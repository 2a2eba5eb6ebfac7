/**
 * Writes a generated, committed module (core/i18n/precompiled.ts, web/lib/pinyin-table.ts) when it
 * differs from what its sources give. In CI a stale committed file is an error, as a stale
 * lockfile is: rewriting it there would hide it from the test that compares it, which runs after
 * the build.
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** Rewrites `path` with `wanted` when it differs; true when it did. */
export async function writeIfStale(path: string, wanted: string): Promise<boolean> {
  const current = await readFile(path, 'utf8').catch(() => null);
  if (current === wanted) return false;
  const name = relative(root, path);
  if (process.env.CI) {
    throw new Error(
      `${name} is stale: run \`npm run i18n:precompile\` (or \`npm run build\`) and commit it`,
    );
  }
  // Renamed into place: a build or test reading it meanwhile sees the old file or the new one.
  const tmp = `${path}.${process.pid}.tmp`;
  await writeFile(tmp, wanted);
  await rename(tmp, path);
  return true;
}
