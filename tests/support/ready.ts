import type { ChildProcess } from 'node:child_process';

/** How often a starting server's /readyz is asked. */
const READY_POLL_MS = 200;

/**
 * Polls `<url>/readyz` of a server process the tests started: true once it answers 200, false when
 * the process has exited or `timeoutMs` has passed (the caller says which and cleans up).
 */
export async function pollReady(
  url: string,
  child: ChildProcess,
  timeoutMs: number,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (child.exitCode === null && child.signalCode === null) {
    const ok = await fetch(`${url}/readyz`).then(
      (res) => res.ok,
      () => false, // not listening yet
    );
    if (ok) return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, READY_POLL_MS)); // polls another process's start
  }
  return false;
}
