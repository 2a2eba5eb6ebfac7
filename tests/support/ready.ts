import type { ChildProcess } from 'node:child_process';
import { pollFor } from './poll.ts';

/**
 * Polls `<url>/readyz` of a server process the tests started: true once it answers 200, false when
 * the process has exited or `timeoutMs` has passed (the caller says which and cleans up).
 */
export async function pollReady(
  url: string,
  child: ChildProcess,
  timeoutMs: number,
): Promise<boolean> {
  const ready = await pollFor(
    async () => {
      if (child.exitCode !== null || child.signalCode !== null) return false;
      const ok = await fetch(`${url}/readyz`).then(
        (res) => res.ok,
        () => false, // not listening yet
      );
      return ok ? true : undefined;
    },
    { timeoutMs },
  );
  return ready === true;
}
