/**
 * End to end: `--watch` on the review queues with the bundled qy against the real server (random
 * port, temp data, test seed): one NDJSON / TSV line per change when piped, a table redrawn in
 * place on a terminal (a pty from `script`), Ctrl-C and `| head` end it with exit 0, and a session
 * or API token that ends while it watches ends it with exit 3.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { useQySuite } from '../support/qy-suite.ts';

const suite = useQySuite('cli-watch-', { signedIn: true });

interface Watched {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  closed: Promise<number | null>;
  /** Waits until `check` holds (a hang guard: fails after `ms`). */
  until(check: () => boolean, ms?: number): Promise<void>;
}

function started(command: string, args: string[], env: NodeJS.ProcessEnv): Watched {
  const child = spawn(command, args, { env });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (stderr += c.toString()));
  const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
  return {
    child,
    stdout: () => stdout,
    stderr: () => stderr,
    closed,
    async until(check, ms = 15_000) {
      const end = Date.now() + ms;
      while (!check()) {
        if (Date.now() > end) throw new Error(`timed out; stdout=${stdout} stderr=${stderr}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
  };
}

const watchQy = (args: string[]) => started(process.execPath, [suite.bin, ...args], suite.env);

interface Line {
  change: 'added' | 'changed' | 'removed';
  request: { id: number; status: string };
}

const lines = (text: string) =>
  text
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Line);

async function pendingDepositIds(): Promise<number[]> {
  const listed = await suite.qy(['deposits', 'requests', '--status', 'pending', '--all', '--json']);
  expect(listed.code, listed.stderr).toBe(0);
  return (JSON.parse(listed.stdout) as { id: number }[]).map((r) => r.id);
}

describe('qy … --watch', () => {
  it('piped with --json: the queue as added lines, then a line per change; Ctrl-C exits 0', async () => {
    const pending = await pendingDepositIds();
    expect(pending.length).toBeGreaterThan(2);
    const watch = watchQy(['deposits', 'requests', '--status', 'pending', '--watch', '--json']);
    await watch.until(() => lines(watch.stdout()).length === pending.length);
    expect(lines(watch.stdout()).every((l) => l.change === 'added')).toBe(true);
    expect(lines(watch.stdout()).map((l) => l.request.id)).toEqual(pending);

    const [approved] = pending;
    const decided = await suite.qy(['deposits', 'approve', String(approved), '--yes']);
    expect(decided.code, decided.stderr).toBe(0);
    // Approved, it leaves the pending queue: one `removed` line, and no other.
    await watch.until(() => lines(watch.stdout()).length === pending.length + 1);
    expect(lines(watch.stdout()).at(-1)).toMatchObject({
      change: 'removed',
      request: { id: approved, status: 'pending' },
    });

    watch.child.kill('SIGINT');
    expect(await watch.closed).toBe(0);
    expect(watch.stderr()).toBe('');
    expect(lines(watch.stdout())).toHaveLength(pending.length + 1);
  }, 60_000);

  it('piped as TSV: `change` then the --fields columns; a status change is one `changed` line', async () => {
    const [id] = await pendingDepositIds();
    const watch = watchQy(['deposits', 'requests', '--watch', '--fields', 'id,status']);
    await watch.until(() => watch.stdout().includes(`added\t${id}\tpending\n`));
    expect(watch.stdout().split('\n')[0]).toBe('change\tid\tstatus');
    const decided = await suite.qy(['deposits', 'reject', String(id), '-r', 'watch e2e', '--yes']);
    expect(decided.code, decided.stderr).toBe(0);
    await watch.until(() => watch.stdout().includes(`changed\t${id}\trejected\n`));
    watch.child.kill('SIGINT');
    expect(await watch.closed).toBe(0);
    expect(watch.stdout().match(/^changed\t/gm)).toHaveLength(1);
  }, 60_000);

  it('`| head -n 2` ends it at once with exit 0, with no change to wait for', () => {
    const line = `"${process.execPath}" "${suite.bin}" merchants reviews --watch | head -n 2; echo "exit=\${PIPESTATUS[0]}" >&2`;
    // A hang guard: without the pipe check it would wait for the next change.
    const result = spawnSync('bash', ['-c', line], {
      encoding: 'utf8',
      env: suite.env,
      timeout: 20_000,
    });
    expect(result.error).toBeUndefined();
    const [header, first] = result.stdout.split('\n');
    expect(header).toBe(
      'change\tid\tmerchantNo\tmerchantName\tkind\tstatus\tsubmitted\tsubmittedAt\treason',
    );
    expect(first).toMatch(/^added\t\d+\t/);
    expect(result.stderr).toBe('exit=0\n');
  }, 40_000);

  it('on a terminal: a table redrawn in place after a change; Ctrl-C exits 0', async () => {
    const [id] = await pendingDepositIds();
    const args = [
      suite.bin,
      'deposits',
      'requests',
      '-s',
      'pending',
      '--watch',
      '--fields',
      'id,status',
    ];
    // exec: the pty's Ctrl-C then reaches qy alone, not a shell waiting for it (that exits 130).
    const line = `exec ${[process.execPath, ...args].map((a) => `'${a}'`).join(' ')}`;
    const env = { ...suite.env, COLUMNS: '100', LINES: '40', TERM: 'xterm' };
    const terminal = started('script', ['-qfec', line, '/dev/null'], env);
    // eslint-disable-next-line no-control-regex
    const screen = () => terminal.stdout().replace(/\x1b\[[0-9;?]*[a-zA-Z]/g, '');
    const frames = () => screen().match(/listed at \d\d:\d\d:\d\d/g)?.length ?? 0;
    await terminal.until(() => frames() >= 1);
    expect(screen()).toMatch(/ID\s+Status/);
    expect(screen()).not.toContain('change\t');
    const decided = await suite.qy(['deposits', 'approve', String(id), '--yes']);
    expect(decided.code, decided.stderr).toBe(0);
    await terminal.until(() => /listed at [\d:]+: \d+ requests?, 1 change/.test(screen()));
    // The last frame no longer has the approved request.
    const last =
      terminal
        .stdout()
        .split(/listed at/)
        .at(-1) ?? '';
    expect(last).not.toMatch(new RegExp(`\\n${id} +`));
    terminal.child.stdin?.write('\x03'); // Ctrl-C on the pty: SIGINT to qy
    expect(await terminal.closed, screen()).toBe(0);
  }, 60_000);

  it('ends with exit 3, naming QY_TOKEN, when the API token it watches with is revoked', async () => {
    const created = await suite.qy(
      ['auth', 'token', 'create', 'watcher', '--scope', 'read-only', '--password-stdin'],
      { input: 'Admin123' },
    );
    expect(created.code, created.stderr).toBe(0);
    const token = created.stdout.trim();
    const watch = started(process.execPath, [suite.bin, 'merchants', 'reviews', '-w', '--json'], {
      ...suite.env,
      QY_TOKEN: token,
    });
    await watch.until(() => watch.stdout().includes('"change":"added"'));
    const listed = await suite.qy(['auth', 'token', 'list', '--jmespath', "[?name=='watcher'].id"]);
    const [id] = JSON.parse(listed.stdout) as number[];
    const revoked = await suite.qy(['auth', 'token', 'revoke', String(id)]);
    expect(revoked.code, revoked.stderr).toBe(0);
    expect(await watch.closed).toBe(3);
    expect(watch.stderr()).toMatch(/^qy: .+; QY_TOKEN was sent and refused: .+\n$/);
  }, 60_000);

  it('ends with exit 3 and says so when the session is signed out while it watches', async () => {
    const watch = watchQy(['merchants', 'reviews', '--watch', '--json']);
    await watch.until(() => watch.stdout().includes('"change":"added"'));
    const out = await suite.qy(['logout']);
    expect(out.code, out.stderr).toBe(0);
    // The server re-reads a stream's session every second and ends it with session-ended.
    expect(await watch.closed).toBe(3);
    expect(watch.stderr()).toBe('qy: Your session was signed out; run: qy login\n');
  }, 60_000);
});
