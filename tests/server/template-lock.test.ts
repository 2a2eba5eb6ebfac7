/**
 * The shared test templates are built once when files start together (issue 27): the seeded PGlite
 * dump of openTestDatabase (and the browser files' seeded data directory, through the same lock,
 * tests/support/file-lock.ts).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { withFileLock } from '../support/file-lock.ts';

const ROOT = join(import.meta.dirname, '../..');
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'qy-template-lock-'));
  dirs.push(d);
  return d;
};

/**
 * A process that opens a test database prepared as 'lock-check' (its temp dir is `tmp`, so the
 * template is its own): the build writes its pid to `log` and creates a table; the process prints
 * the table's row count once it has the database.
 */
function opener(tmp: string, log: string) {
  const script = `
    import('./tests/server/support/test-database.ts').then(async ({ openTestDatabase }) => {
      const { appendFileSync } = await import('node:fs');
      const { sql } = await import('drizzle-orm');
      const database = await openTestDatabase({
        key: 'lock-check',
        async build(d) {
          appendFileSync(${JSON.stringify(log)}, process.pid + '\\n');
          await d.db.execute(sql\`create table built (n int)\`);
          await d.db.execute(sql\`insert into built values (1)\`);
        },
      });
      const rows = await database.db.execute(sql\`select count(*)::int as n from built\`);
      console.log('rows ' + JSON.stringify(rows.rows ?? rows));
      await database.close();
    });`;
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], {
    cwd: ROOT,
    env: { ...process.env, TMPDIR: tmp, TEST_DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  return once(child, 'exit').then(([code]) => ({ code: code as number | null, out }));
}

/** The pid of a process that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await once(child, 'exit');
  return child.pid!;
}

describe('the test templates', () => {
  it('two processes opening a test database at once: one builds the template, both use it', async () => {
    const tmp = tempDir();
    const log = join(tmp, 'builds.log');
    const [a, b] = await Promise.all([opener(tmp, log), opener(tmp, log)]);
    expect(a).toEqual({ code: 0, out: expect.stringMatching(/^rows \[\{"n":1\}\]/) });
    expect(b).toEqual({ code: 0, out: expect.stringMatching(/^rows \[\{"n":1\}\]/) });
    expect(readFileSync(log, 'utf8').trim().split('\n')).toHaveLength(1);
  }, 120_000);

  it('in one process, callers take turns on the lock', async () => {
    const lock = join(tempDir(), 'a.lock');
    const order: string[] = [];
    let inside = 0;
    const work = (name: string) =>
      withFileLock(lock, async () => {
        inside++;
        order.push(`${name} in (${inside})`);
        await new Promise((r) => setTimeout(r, 20));
        inside--;
        order.push(`${name} out`);
      });
    await Promise.all([work('a'), work('b'), work('c')]);
    expect(order).toEqual(['a in (1)', 'a out', 'b in (1)', 'b out', 'c in (1)', 'c out']);
    expect(existsSync(lock)).toBe(false);
  });

  it('takes over a lock whose process died, and waits for one whose process lives', async () => {
    const lock = join(tempDir(), 'b.lock');
    writeFileSync(lock, String(await deadPid()));
    expect(await withFileLock(lock, async () => readFileSync(lock, 'utf8'))).toBe(
      String(process.pid),
    );

    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    try {
      writeFileSync(lock, String(holder.pid));
      await expect(withFileLock(lock, async () => 'in', { timeoutMs: 200 })).rejects.toThrow(
        `held by process ${holder.pid}`,
      );
      const waiting = withFileLock(lock, async () => 'in');
      holder.kill('SIGKILL');
      expect(await waiting).toBe('in');
    } finally {
      holder.kill('SIGKILL');
    }
  });
});
