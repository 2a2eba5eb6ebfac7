/**
 * qy on an older Node (cli/main.ts, cli/node-hop.ts): the bundled bin re-runs itself under the
 * project's own Node when one is installed beside it, passing exit code, stdio and signals through;
 * otherwise it says which Node it needs. "Older" is the system Node where it is older, else this
 * Node made to report 20.0.0 by tests/support/old-node.cjs.
 */
import { spawn, spawnSync } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCli } from '../../cli/build.ts';
import { HOP_ENV, projectNode, rerunUnder, type HopProcess } from '../../cli/node-hop.ts';
import { REPO_ROOT } from './support/server-process.ts';

const OLD_NODE = join(REPO_ROOT, 'tests/support/old-node.cjs');
const PROJECT_NODE = join(REPO_ROOT, 'node_modules/.bin/node');

let tmp: string;
let inRepo: string;
let bin: string;
beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'qy-hop-'));
  await mkdir(join(REPO_ROOT, '.tmp'), { recursive: true });
  inRepo = await mkdtemp(join(REPO_ROOT, '.tmp', 'qy-hop-'));
  bin = await buildCli({ outDir: inRepo });
}, 120_000);
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
  await rm(inRepo, { recursive: true, force: true });
});

/** A process stand-in: records the signals it would send itself; `emit` delivers one to it. */
function fakeProcess(script: string, env: Record<string, string> = {}) {
  const events = new EventEmitter();
  const killed: string[] = [];
  const proc: HopProcess = {
    argv: ['/old/node', script, 'a', 'b c'],
    execArgv: [],
    env: { PATH: process.env.PATH, ...env },
    versions: { node: '20.0.0' },
    pid: 1,
    on: (signal, listener) => events.on(signal, listener),
    off: (signal, listener) => events.off(signal, listener),
    kill: (_pid, signal) => killed.push(signal),
  };
  return { proc, events, killed };
}

function runOld(
  args: string[],
  options: { input?: string; cwd?: string; bin?: string } = {},
): { code: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, ['--require', OLD_NODE, options.bin ?? bin, ...args], {
    input: options.input ?? '',
    env: { ...process.env, [HOP_ENV]: '' },
    cwd: options.cwd,
  });
  return {
    code: result.status,
    stdout: result.stdout.toString(),
    stderr: result.stderr.toString(),
  };
}

describe('rerunUnder', () => {
  it('passes the arguments and the exit code through, and marks the re-run', async () => {
    const script = join(tmp, 'exit.cjs');
    const out = join(tmp, 'exit.json');
    await writeFile(
      script,
      `require('node:fs').writeFileSync(${JSON.stringify(out)}, JSON.stringify({ args: process.argv.slice(2), hop: process.env.${HOP_ENV} })); process.exit(7);`,
    );
    const { proc } = fakeProcess(script);
    expect(await rerunUnder(process.execPath, proc)).toBe(7);
    const { readFile } = await import('node:fs/promises');
    expect(JSON.parse(await readFile(out, 'utf8'))).toEqual({ args: ['a', 'b c'], hop: '20.0.0' });
  });

  it('relays a signal sent to it, and ends by the signal that ended the child', async () => {
    const script = join(tmp, 'signal.cjs');
    const ready = join(tmp, 'ready');
    await writeFile(
      script,
      `process.on('SIGTERM', () => process.exit(42));
       process.on('SIGHUP', () => process.kill(process.pid, 'SIGKILL'));
       require('node:fs').writeFileSync(${JSON.stringify(ready)}, '');
       setInterval(() => {}, 1000);`,
    );
    const first = fakeProcess(script);
    const exited = rerunUnder(process.execPath, first.proc);
    await expect.poll(() => existsSync(ready), { timeout: 30_000 }).toBe(true);
    first.events.emit('SIGTERM');
    expect(await exited).toBe(42);
    expect(first.killed).toEqual([]);
    expect(first.events.listenerCount('SIGTERM')).toBe(0);

    await rm(ready);
    const second = fakeProcess(script);
    const killed = rerunUnder(process.execPath, second.proc);
    await expect.poll(() => existsSync(ready), { timeout: 30_000 }).toBe(true);
    second.events.emit('SIGHUP');
    expect(await killed).toBe(128 + 9);
    expect(second.killed).toEqual(['SIGKILL']);
  });
});

describe('projectNode', () => {
  it('finds node_modules/.bin/node above the bin, never on the re-run', () => {
    expect(projectNode(join(REPO_ROOT, 'dist/builds/cli-x'), {})).toBe(PROJECT_NODE);
    expect(projectNode(join(REPO_ROOT, 'dist/builds/cli-x'), { [HOP_ENV]: '20.0.0' })).toBe(
      undefined,
    );
    expect(projectNode('/', {})).toBeUndefined();
  });
});

describe('the bundled qy started by an older Node', () => {
  it.runIf(existsSync(PROJECT_NODE))(
    'runs under the project’s Node: stdin, stdout, stderr and the exit code pass through',
    () => {
      const version = runOld(['--version']);
      expect(version).toMatchObject({ code: 0, stderr: '' });
      expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
      // ids read from stdin, one refused before anything is sent: usage error, exit 2.
      const refused = runOld(['deposits', 'approve', '-', '--yes'], { input: '12\nx9\n' });
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain('x9');
    },
  );

  it('says which Node it needs when there is no project Node beside it (exit 1)', async () => {
    const alone = join(tmp, 'alone');
    await cp(inRepo, alone, { recursive: true });
    const result = runOld(['--version'], { bin: join(alone, 'qy.mjs'), cwd: tmp });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      'qy: qy needs Node.js >= 22.12 (found v20.0.0); install Node 24 LTS\n',
    );
  });

  it('ends by the signal the re-run ended by (SIGTERM to the child: the shell sees 143)', async () => {
    const child = spawn(
      process.execPath,
      ['--require', OLD_NODE, bin, 'deposits', 'approve', '-', '--yes'],
      {
        env: { ...process.env, [HOP_ENV]: '' },
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    // qy waits for its ids on stdin; the re-run is the parent's only child process.
    let pid = '';
    // A hang guard, not a speed check: under load the bin's start and its spawn take seconds.
    await expect
      .poll(
        () =>
          (pid = spawnSync('pgrep', ['-P', String(child.pid)])
            .stdout.toString()
            .trim()),
        { timeout: 30_000 },
      )
      .not.toBe('');
    process.kill(Number(pid), 'SIGTERM');
    const signal = await new Promise((resolve) => child.on('exit', (_code, s) => resolve(s)));
    expect(signal).toBe('SIGTERM');
  });
});
