import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: the process exists but belongs to someone else.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readSafe(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

function unlinkSafe(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // already gone
  }
}

/**
 * Creates `file` holding this process's pid, atomically: the pid is written to a private temp
 * file which is then hard-linked to the name (link never overwrites). So the file exists only
 * with its content, and of several processes exactly one creates it. False when it exists.
 */
function createWithPid(file: string): boolean {
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temp, String(process.pid), { flag: 'wx' });
  try {
    linkSync(temp, file);
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw e;
  } finally {
    unlinkSafe(temp);
  }
}

/** The pid in a lock file when that process is alive, else null (a stale or half-gone lock). */
function liveHolder(file: string): number | null {
  const pid = Number.parseInt(readSafe(file), 10);
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : null;
}

const sleepSync = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Takes an exclusive lock on a PGlite data directory: two processes on one directory corrupt it.
 * A lock left by a dead process (e.g. SIGKILL) is taken over (see tryLockFile). Returns the
 * release function.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const taken = tryLockFile(join(dir, 'server.lock'));
  if (typeof taken === 'function') return taken;
  throw new DataDirLockedError(
    `The data directory ${dir} is in use by another server process (pid ${taken}). ` +
      'Stop it first, or set DATA_DIR to another directory (or DATABASE_URL to share PostgreSQL).',
  );
}

/**
 * Creates the lock file `file` holding this process's pid: the release function, or the pid of
 * the live process holding it. A lock left by a dead process is taken over — under a second lock
 * file, so two processes that both find the stale lock cannot both remove it and both win. One
 * process holds a lock once: its own pid in the file counts as stale (a restart's leftover).
 */
export function tryLockFile(file: string): (() => void) | number {
  const takeover = `${file}.takeover`;
  for (let attempt = 0; attempt < 50; attempt++) {
    if (createWithPid(file)) return releaser(file);
    const holder = liveHolder(file);
    if (holder !== null) return holder;
    // Stale: only the holder of the takeover lock may remove it and take its place.
    if (createWithPid(takeover)) {
      try {
        const again = liveHolder(file);
        if (again !== null) return again;
        unlinkSafe(file);
        if (createWithPid(file)) return releaser(file);
      } finally {
        unlinkSafe(takeover);
      }
    } else {
      // A takeover abandoned by a process that died during it: its pid is written and gone.
      const pid = Number.parseInt(readSafe(takeover), 10);
      if (Number.isInteger(pid) && pid > 0 && !isAlive(pid)) unlinkSafe(takeover);
    }
    sleepSync(20);
  }
  throw new DataDirLockedError(`Could not take the lock ${file}.`);
}

function releaser(file: string): () => void {
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (readSafe(file) === String(process.pid)) unlinkSafe(file);
  };
}
