/**
 * The demo database every browser test's server starts from, seeded once per build and day and
 * copied per server: a server on a copy is ready in about 1.3 s instead of about 6 s (creating the
 * embedded database, migrating and seeding it), on each of the browser files.
 *
 * The template is what a server leaves behind after its first start on an empty DATA_DIR with the
 * test seed and nothing else (no request but /readyz), stopped cleanly. It is keyed by the server
 * bundle's contents, the seed scale and the day (the seed dates records from today), so a new
 * build or a new day seeds afresh; older templates are removed. Two workers that both find none
 * each make one and the first rename wins.
 */
import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, SERVER_BUNDLE } from './build.ts';

/** Per checkout: other worktrees on the machine keep templates of their own builds. */
const TEMPLATES = join(
  tmpdir(),
  'qy-e2e-templates',
  createHash('sha256').update(ROOT).digest('hex').slice(0, 12),
);

async function templateKey(seedScale: string): Promise<string> {
  const bundle = await readFile(SERVER_BUNDLE);
  const day = new Date().toISOString().slice(0, 10);
  return createHash('sha256')
    .update(bundle)
    .update(`\0${seedScale}\0${day}`)
    .digest('hex')
    .slice(0, 16);
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/**
 * Puts a copy of the seeded template at `dataDir` (the server's DATA_DIR), making the template
 * first with `seed(dir)` when this build and day have none.
 */
export async function copySeededTemplate(
  dataDir: string,
  seedScale: string,
  seed: (dataDir: string) => Promise<void>,
): Promise<void> {
  const key = await templateKey(seedScale);
  const template = join(TEMPLATES, key);
  if (!(await exists(template))) {
    await mkdir(TEMPLATES, { recursive: true });
    const making = await mkdtemp(join(TEMPLATES, `.making-${key}-`));
    try {
      await seed(join(making, 'db'));
      await rename(making, template).catch(async (error: NodeJS.ErrnoException) => {
        // Another worker's template won the race: the same seed, so use theirs.
        if (!(await exists(template))) throw error;
      });
    } finally {
      await rm(making, { recursive: true, force: true });
    }
    for (const old of await readdir(TEMPLATES)) {
      if (old !== key && !old.startsWith('.making-')) {
        await rm(join(TEMPLATES, old), { recursive: true, force: true });
      }
    }
  }
  await cp(join(template, 'db'), dataDir, { recursive: true });
}
