// node:fs/promises (which loads Node's readline and stream modules) is taken on first use.
const fs = () => process.getBuiltinModule('node:fs/promises');

/** How often a quiet follower checks that its pipe still has a reader. */
const CHECK_MS = 500;

interface Holder {
  pid: string;
  fd: string;
}

/** True when /proc/<pid>/fdinfo/<fd> says the descriptor was opened for reading. */
async function readsFrom({ pid, fd }: Holder): Promise<boolean> {
  const info = await fs()
    .readFile(`/proc/${pid}/fdinfo/${fd}`, 'utf8')
    .catch(() => '');
  const flags = /^flags:\s*([0-7]+)/m.exec(info)?.[1];
  // O_ACCMODE: 0 read-only, 1 write-only, 2 read-write.
  return flags !== undefined && (parseInt(flags, 8) & 3) !== 1;
}

async function holds(holder: Holder, pipe: string): Promise<boolean> {
  const target = await fs()
    .readlink(`/proc/${holder.pid}/fd/${holder.fd}`)
    .catch(() => '');
  return target === pipe && (await readsFrom(holder));
}

/** Any process (but this one) holding `pipe` open for reading. */
async function findReader(pipe: string): Promise<Holder | undefined> {
  const pids = (
    await fs()
      .readdir('/proc')
      .catch(() => [] as string[])
  ).filter((p) => /^\d+$/.test(p) && Number(p) !== process.pid);
  for (const pid of pids) {
    const fds = await fs()
      .readdir(`/proc/${pid}/fd`)
      .catch(() => [] as string[]);
    for (const fd of fds) {
      if (await holds({ pid, fd }, pipe)) return { pid, fd };
    }
  }
  return undefined;
}

/**
 * Calls `onGone` once the reader of stdout's pipe has gone away, even when nothing is being
 * written: a follower (`qy logs tail | head -1`) would otherwise learn it only from the EPIPE of
 * its next line, which may be minutes away. A pipe's writer cannot poll for that in Node, so this
 * looks in /proc (Linux) for a process still reading the pipe; elsewhere, and for stdout that is
 * a terminal or file, it does nothing (the next write still ends the command). Returns a stop
 * function.
 */
export function watchPipeReader(stdout: { fd?: unknown }, onGone: () => void): () => void {
  if (process.platform !== 'linux' || typeof stdout.fd !== 'number') return () => {};
  const fd = stdout.fd;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let reader: Holder | undefined;
  const check = async (pipe: string) => {
    if (stopped) return;
    if (!reader || !(await holds(reader, pipe))) reader = await findReader(pipe);
    if (stopped) return;
    if (!reader) {
      stopped = true;
      onGone();
      return;
    }
    timer = setTimeout(() => void check(pipe), CHECK_MS);
    timer.unref();
  };
  void fs()
    .readlink(`/proc/self/fd/${fd}`)
    .then((target) => {
      if (target.startsWith('pipe:')) void check(target);
    })
    .catch(() => {});
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
