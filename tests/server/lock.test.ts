import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../../server/db/lock.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'qy-lock-'));
  dirs.push(d);
  return d;
};

/** A child process that holds the lock of `dir` until killed. */
function holdLock(dir: string) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `import('./server/db/lock.ts').then((m) => { m.lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000); })`,
    ],
    { cwd: join(import.meta.dirname, '../..'), stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const ready = new Promise<void>((resolve) =>
    child.stdout!.on('data', (d: Buffer) => d.toString().includes('locked') && resolve()),
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, ready, exited };
}

describe('data directory lock', () => {
  it('refuses a second holder while the first process lives, naming the directory and pid', async () => {
    const dir = tempDir();
    const holder = holdLock(dir);
    try {
      await holder.ready;
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(
        new RegExp(`${dir}.*in use by another server process \\(pid ${holder.child.pid}\\)`),
      );
    } finally {
      holder.child.kill('SIGKILL');
      await holder.exited;
    }
  });

  it('takes over the lock of a process that was killed', async () => {
    const dir = tempDir();
    const holder = holdLock(dir);
    await holder.ready;
    holder.child.kill('SIGKILL');
    await holder.exited;
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
  });
});
