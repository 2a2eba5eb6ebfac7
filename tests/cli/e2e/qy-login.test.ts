/**
 * Interactive `qy login` against the real server (issue 25): a wrong password asks for the
 * password again in the same run and reuses the code already sent; a rerun within the 60 s
 * cooldown asks for the code sent before instead of failing. qy runs in-process on fake
 * terminal streams (the prompts need a TTY), talking to the server over real HTTP.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFakeCli, type FakeCli } from '../support/fake-env.ts';
import { readSmsCode, startServer, type ServerProcess } from '../support/server-process.ts';

let tmp = '';
let server: ServerProcess;
let outboxFile = '';
let cli: FakeCli | undefined;

beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'cli-login-'));
  outboxFile = join(tmp, 'sms-outbox.jsonl');
  server = await startServer({
    dataDir: join(tmp, 'data'),
    outboxFile,
    seedScale: 'test',
    timeoutMs: 240_000,
  });
}, 300_000);
afterEach(() => cli?.cleanup());
afterAll(async () => {
  await server?.stop();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

const sentTo = async (username: string) =>
  (await readFile(outboxFile, 'utf8'))
    .split('\n')
    .filter(Boolean)
    .filter((l) => (JSON.parse(l) as { username: string }).username === username).length;

describe('interactive qy login against the server', () => {
  it('re-asks a wrong password, reuses the code, and a rerun in the cooldown asks for the sent code', async () => {
    cli = await createFakeCli(fetch, { QY_SERVER: server.url });
    const sentAt = Date.now() - 1000;
    const first = await cli.run(['login', '-u', 'reviewer', '--send-code']);
    expect(first.code, first.stderr).toBe(0);
    const code = await readSmsCode(outboxFile, 'reviewer', sentAt);

    const {
      code: exit,
      stderr,
      stdout,
    } = await cli.run(['login', '-u', 'reviewer'], {
      tty: true,
      answers: [
        ['Password', 'wrong-password\r'],
        ['SMS code: ', `${code}\n`],
        ['Password', 'Reviewer123\r'],
        ['SMS code (Enter: the same code): ', '\n'],
      ],
    });
    // How long ago, from the server's refusal: its seconds left and its cooldown (60 s here).
    expect(stderr).toMatch(
      /A code was sent less than \d+ seconds? ago \(the server sends one per 60 seconds\)/,
    );
    expect(stderr).toContain(
      "Wrong username, password or SMS code; try again (each failure uses one of the code's 5 tries)",
    );
    expect(stderr).toContain(`Signed in to ${server.url} as reviewer`);
    expect(stderr).not.toContain('Reviewer123');
    expect(exit).toBe(0);
    expect(stdout).toBe('');
    // One code sent in all: the rerun did not send another.
    expect(await sentTo('reviewer')).toBe(1);
    const who = await cli.run(['whoami']);
    expect(who.stdout).toContain('username\treviewer\n');

    // NO_COLOR: the terminal table has no SGR at all, its bold header included (issue 25).
    const coloured = await cli.run(['deposits', 'list', '--limit', '2'], { tty: true });
    expect(coloured.stdout).toContain('\u001b[1m');
    cli.env.NO_COLOR = '1';
    const plain = await cli.run(['deposits', 'list', '--limit', '2'], { tty: true });
    expect(plain.code, plain.stderr).toBe(0);
    expect(plain.stdout).toContain('BZJ');
    expect(plain.stdout).not.toContain('\u001b[');
  });

  it("says in --help that a wrong password uses one of the code's five tries", async () => {
    cli = await createFakeCli(fetch, { QY_SERVER: server.url });
    const help = await cli.run(['login', '--help']);
    expect(help.stdout).toContain('5 tries; a wrong password uses one of them too');
  });
});
