/**
 * The demo database every browser test's server starts from, seeded once per build and day and
 * copied per server: a server on a copy is ready in about 1.3 s instead of about 6 s (creating the
 * embedded database, migrating and seeding it), on each of the browser files.
 *
 * The template is what a server leaves behind after its first start on an empty DATA_DIR with the
 * test seed and nothing else (no request but /readyz), stopped cleanly. It is keyed by the server
 * bundle's contents, the seed scale and the day (the seed dates records from today), so a new
 * build or a new day seeds afresh; older templates are removed. Workers that find none at once
 * take turns on a lock file (tests/support/file-lock.ts): the first seeds it, the others wait and
 * copy it.
 */
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withFileLock } from '../../support/file-lock.ts';
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
    await withFileLock(join(TEMPLATES, `${key}.lock`), async () => {
      if (!(await exists(template))) await makeTemplate(key, seed);
    });
  }
  await cp(join(template, 'db'), dataDir, { recursive: true });
}

/** Seeds the template `key` in a scratch directory and renames it into place (whole or not at all). */
async function makeTemplate(key: string, seed: (dataDir: string) => Promise<void>): Promise<void> {
  const making = await mkdtemp(join(TEMPLATES, `.making-${key}-`));
  try {
    await seed(join(making, 'db'));
    await rename(making, join(TEMPLATES, key));
  } finally {
    await rm(making, { recursive: true, force: true });
  }
  // Older templates go; other keys' locks and scratch directories (another seed scale's) stay.
  for (const old of await readdir(TEMPLATES)) {
    if (old !== key && !old.startsWith('.making-') && !/\.lock(\.|$)/.test(old)) {
      await rm(join(TEMPLATES, old), { recursive: true, force: true });
    }
  }
}
