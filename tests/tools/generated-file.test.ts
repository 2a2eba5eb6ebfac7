/**
 * The builds rewrite a stale generated module (core/i18n/precompiled.ts, web/lib/pinyin-table.ts)
 * and leave a current one alone; in CI a stale one stops the build instead of being rewritten.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeIfStale } from '../../tools/generated-file.ts';

/** Runs `check` on a temp file holding 'old\n', then removes it. */
async function withOldFile(check: (path: string) => Promise<void>): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'qy-generated-'));
  try {
    const path = join(dir, 'table.ts');
    await writeFile(path, 'old\n');
    await check(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('writeIfStale', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('writes a stale file once, then finds it current', async () => {
    vi.stubEnv('CI', '');
    await withOldFile(async (path) => {
      expect(await writeIfStale(path, 'new\n')).toBe(true);
      expect(await readFile(path, 'utf8')).toBe('new\n');
      expect(await writeIfStale(path, 'new\n')).toBe(false);
    });
  });

  it('throws in CI on a stale file and leaves it as it is', async () => {
    vi.stubEnv('CI', 'true');
    await withOldFile(async (path) => {
      await expect(writeIfStale(path, 'new\n')).rejects.toThrow(
        /is stale: run `npm run i18n:precompile`/,
      );
      expect(await readFile(path, 'utf8')).toBe('old\n');
      expect(await writeIfStale(path, 'old\n')).toBe(false);
    });
  });
});
