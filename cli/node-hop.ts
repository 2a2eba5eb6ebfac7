import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * Set on the re-run: a project Node that is itself too old then says so instead of re-running
 * again (no loop), and tests can tell a re-run happened.
 */
export const HOP_ENV = 'QY_NODE_HOP';

/**
 * The project's own Node (the `node` devDependency links node_modules/.bin/node) in the nearest
 * node_modules above `from` (the bin's real folder: dist/builds/cli-…, or the package's folder
 * when qy is installed as a dependency); undefined when there is none or this is the re-run.
 */
export function projectNode(from: string, env: Record<string, string | undefined>) {
  if (env[HOP_ENV]) return undefined;
  for (let dir = from; ; dir = dirname(dir)) {
    const node = join(dir, 'node_modules', '.bin', 'node');
    if (existsSync(node)) return node;
    if (dirname(dir) === dir) return undefined;
  }
}

/** The part of `process` a re-run uses (tests pass their own). */
export interface HopProcess {
  argv: string[];
  execArgv: string[];
  env: Record<string, string | undefined>;
  versions: { node: string };
  pid: number;
  on(signal: NodeJS.Signals, listener: () => void): unknown;
  off(signal: NodeJS.Signals, listener: () => void): unknown;
  kill(pid: number, signal: NodeJS.Signals): unknown;
}

// A terminal's Ctrl-C reaches both processes (one process group); a relayed copy is then a second
// SIGINT, which qy's handlers take as the same request (aborting twice is aborting once).
const RELAYED: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * Runs this same bin with its arguments under `node`, sharing stdin, stdout and stderr, relaying
 * the signals this process is sent, and resolves with the child's exit code. A child ended by a
 * signal ends this process by the same signal (so a shell sees 130 for SIGINT, not 0); should that
 * signal be ignored here, the exit code is 128 + its number, as shells report it.
 */
export function rerunUnder(node: string, proc: HopProcess): Promise<number> {
  const child = spawn(node, [...proc.execArgv, ...proc.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...proc.env, [HOP_ENV]: proc.versions.node },
  });
  const relay = (signal: NodeJS.Signals) => () => child.kill(signal);
  const relays = RELAYED.map((signal) => [signal, relay(signal)] as const);
  for (const [signal, listener] of relays) proc.on(signal, listener);
  const stopRelaying = () => {
    for (const [signal, listener] of relays) proc.off(signal, listener);
  };
  return new Promise((resolve, reject) => {
    child.on('error', (error) => {
      stopRelaying();
      reject(error);
    });
    child.on('exit', (code, signal) => {
      stopRelaying();
      if (signal) {
        proc.kill(proc.pid, signal);
        resolve(128 + (constants.signals[signal] ?? 0));
      } else resolve(code ?? 1);
    });
  });
}
