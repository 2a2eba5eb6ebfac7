import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
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

/** A pid that belonged to a process which has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

/** Lines a child writes to its stdout, one promise per line as they come. */
function lines(child: ChildProcess): () => Promise<string> {
  const waiting: ((line: string) => void)[] = [];
  const ready: string[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => {
    const next = waiting.shift();
    if (next) next(line);
    else ready.push(line);
  });
  return () =>
    ready.length ? Promise.resolve(ready.shift()!) : new Promise((r) => waiting.push(r));
}

/**
 * Two processes that try the lock at the same instant; each reports 'won' or 'refused'. Each
 * loads the lock module and says 'ready'; once both have, both are told the same instant, 30 ms
 * ahead, and wait for it (spinning, so neither is a timer tick late), then try the lock.
 */
async function raceOnce(dir: string): Promise<string[]> {
  const script = `import('./server/db/lock.ts').then((m) => {
    process.stdin.once('data', (line) => {
      const at = Number(String(line));
      while (Date.now() < at) {}
      let result = 'won';
      try { m.lockDataDir(${JSON.stringify(dir)}); } catch (e) { result = e.name === 'DataDirLockedError' ? 'refused' : 'error ' + e.message; }
      console.log(result);
      setInterval(() => {}, 1000);
    });
    console.log('ready');
  })`;
  // Each holds on (lock kept) until both have answered, so a late starter meets a live holder.
  const children = [0, 1].map(() =>
    spawn(process.execPath, ['--import', 'tsx', '-e', script], {
      cwd: join(import.meta.dirname, '../..'),
      stdio: ['pipe', 'pipe', 'inherit'],
    }),
  );
  const next = children.map(lines);
  expect(await Promise.all(next.map((line) => line()))).toEqual(['ready', 'ready']);
  const at = Date.now() + 30;
  for (const child of children) child.stdin!.write(`${at}\n`);
  const results = await Promise.all(next.map((line) => line()));
  await Promise.all(
    children.map((child) => {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      return gone;
    }),
  );
  return results;
}

describe('simultaneous starts', () => {
  it('lets exactly one of two processes starting at once take a stale lock, 20 times in a row', async () => {
    const pid = await deadPid();
    for (let trial = 0; trial < 20; trial++) {
      const dir = tempDir();
      writeFileSync(join(dir, 'server.lock'), String(pid));
      const results = await raceOnce(dir);
      expect(results.sort(), `trial ${trial}`).toEqual(['refused', 'won']);
    }
  }, 240_000);

  it('never leaves the lock file empty while it is being created', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
