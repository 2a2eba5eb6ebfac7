/**
 * A production start on a Node older than the project supports refuses at once, naming both
 * versions (server/require-node.ts, imported first by server/main.ts): nothing is opened or
 * listened on. This Node is made to report 20.0.0 by tests/support/old-node.cjs. The bundle is
 * what production starts (and under tsx an ES module graph is linked whole before the first
 * module runs, so only the bundle shows the check's place in it).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { buildServer } from '../../server/build.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

it('refuses to start on Node 20, naming the version found and the one needed', async () => {
  const tmp = await mkdtemp(join(tmpdir(), 'require-node-'));
  // Inside the repository, so the bundle's packages resolve from its node_modules.
  await mkdir(join(root, '.tmp'), { recursive: true });
  const out = await mkdtemp(join(root, '.tmp', 'require-node-'));
  try {
    const bundle = await buildServer({ outDir: out });
    const dataDir = join(tmp, 'data');
    const result = spawnSync(
      process.execPath,
      ['--require', join(root, 'tests/support/old-node.cjs'), bundle],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir, PORT: '0' }, timeout: 60_000 },
    );
    expect(result.status).toBe(1);
    expect(result.stderr.toString()).toBe(
      'The QY SLA Admin server needs Node.js >= 22.12 (found v20.0.0); install Node 24 LTS\n',
    );
    expect(result.stdout.toString()).toBe('');
    expect(existsSync(dataDir)).toBe(false);
  } finally {
    await rm(tmp, { recursive: true, force: true });
    await rm(out, { recursive: true, force: true });
  }
}, 120_000);
