/**
 * The layout of dist/ that lets a build run while a server serves from it:
 *
 *   dist/builds/<part>-<id>/   one finished build of a part (web, cli, server)
 *   dist/<part> → builds/…     a symbolic link, switched by an atomic rename when a build finishes
 *   dist/meta/                 build maps (esbuild metafiles), never served
 *
 * A build writes into a fresh folder nobody reads, then points the link at it. The previous build
 * of each part stays (a server started from it, or a page loaded from it, still finds its files);
 * older ones are removed.
 */
import { randomBytes } from 'node:crypto';
import {
  lstat,
  mkdir,
  readdir,
  readlink,
  rename,
  rm,
  stat,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DIST = join(ROOT, 'dist');
const BUILDS = join(DIST, 'builds');
const META = join(DIST, 'meta');
/** Touched at the end of every full build; `npm start` rebuilds when a source is newer. */
export const STAMP = join(DIST, '.built');

export type Part = 'web' | 'cli' | 'server';

/** Builds of a part kept besides the one just published. */
const KEEP_PREVIOUS = 1;

/** A file `<build folder>.complete` marks a finished build (outside the folder: never served). */
const DONE = '.complete';

function buildId(): string {
  const stamp = new Date().toISOString().replace(/[-:.TZ]/g, '');
  return `${stamp}-${randomBytes(3).toString('hex')}`;
}

/** A new, empty folder for one build of `part`. */
export async function freshBuildDir(part: Part): Promise<string> {
  const dir = join(BUILDS, `${part}-${buildId()}`);
  await mkdir(dir, { recursive: true });
  return dir;
}

/** The folder dist/<part> points at now, or null. */
async function currentBuildDir(part: Part): Promise<string | null> {
  try {
    return resolve(DIST, await readlink(join(DIST, part)));
  } catch {
    return null;
  }
}

/**
 * Points dist/<part> at `dir` in one rename (a request sees the old build or the new one, never
 * neither), then removes builds of `part` older than the previous one.
 */
export async function publish(part: Part, dir: string): Promise<void> {
  const link = join(DIST, part);
  const previous = await currentBuildDir(part);
  // A dist/<part> folder from before this layout moves aside once (kept as the previous build).
  const info = await lstat(link).catch(() => null);
  if (info && !info.isSymbolicLink()) {
    const legacy = join(BUILDS, `${part}-0-legacy-${randomBytes(3).toString('hex')}`);
    await rename(link, legacy);
    await writeFile(legacy + DONE, new Date().toISOString());
  }
  await writeFile(dir + DONE, new Date().toISOString());
  const tmp = join(DIST, `.${part}-${randomBytes(4).toString('hex')}.link`);
  await symlink(join('builds', basename(dir)), tmp);
  await rename(tmp, link);
  await prune(part, dir, previous);
}

/** A build that never finished (killed) is removed once it is this old. */
const ABANDONED_MS = 60 * 60 * 1000;

async function prune(part: Part, published: string, previous: string | null): Promise<void> {
  const names = (await readdir(BUILDS))
    .filter((n) => n.startsWith(`${part}-`) && !n.endsWith(DONE))
    .sort();
  // Names sort by build time: builds after the published one are newer (another build running).
  const older = names.slice(0, names.indexOf(basename(published)));
  const keep = new Set([...older.slice(-KEEP_PREVIOUS), previous ? basename(previous) : '']);
  const drop: string[] = [];
  for (const name of older) {
    if (keep.has(name)) continue;
    const dir = join(BUILDS, name);
    const done = await stat(dir + DONE).catch(() => null);
    const made = await stat(dir).catch(() => null);
    // A folder without the marker may be another build still writing: only an abandoned one goes.
    if (done || (made && Date.now() - made.mtimeMs > ABANDONED_MS)) drop.push(dir);
  }
  await Promise.all(
    drop.map(async (d) => {
      await rm(d, { recursive: true, force: true });
      await rm(d + DONE, { force: true });
    }),
  );
}

/** Writes a build map under dist/meta (atomically: a reader sees a whole file). */
export async function writeMeta(name: string, data: unknown): Promise<string> {
  await mkdir(META, { recursive: true });
  const file = join(META, name);
  const tmp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(tmp, JSON.stringify(data));
  await rename(tmp, file);
  return file;
}
