import { describe, expect, it } from 'vitest';
import { CancelledError } from '../../cli/errors.ts';
import { createIO } from '../../cli/io.ts';
import { promptHidden, promptLine, readAllStdin } from '../../cli/prompt.ts';
import { fakeStream } from './support/fake-env.ts';

function ttyIO() {
  const stdin = fakeStream(true, 80, false);
  const stdout = fakeStream(true);
  const stderr = fakeStream(true);
  return { stdin, stdout, stderr, io: createIO({ stdin, stdout, stderr }, true, {}) };
}

/** The prompt library is loaded on first use: wait until it has the terminal in raw mode. */
async function rawMode(stdin: { isRaw?: boolean }) {
  for (let i = 0; i < 500 && stdin.isRaw !== true; i++) await new Promise((r) => setTimeout(r, 10));
  expect(stdin.isRaw).toBe(true);
}

describe('prompts', () => {
  it('reads a masked password through the prompt library: backspace edits, arrow keys and paste markers are not typed', async () => {
    const { stdin, stdout, stderr, io } = ttyIO();
    const answer = promptHidden(io, 'Password: ');
    await rawMode(stdin);
    stdin.write('Admin12');
    // ← → (the remnants that used to end up in the password: Admin12[D[C3)
    stdin.write('\u001b[D\u001b[C');
    stdin.write('3x');
    stdin.write('\u007f');
    // A bracketed paste of '4'.
    stdin.write('\u001b[200~4\u001b[201~');
    stdin.write('\r');
    expect(await answer).toBe('Admin1234');
    expect(stdin.isRaw).toBe(false);
    const shown = stderr.text();
    expect(shown).toContain('Password');
    expect(shown).not.toContain('Admin');
    expect(stdout.text()).toBe('');
  });

  it('cancels on Ctrl-C', async () => {
    const { stdin, io } = ttyIO();
    const answer = promptHidden(io, 'Password: ');
    await rawMode(stdin);
    stdin.write('abc\u0003');
    await expect(answer).rejects.toBeInstanceOf(CancelledError);
    expect(stdin.isRaw).toBe(false);
  });

  it('asks a visible question on stderr and trims the answer', async () => {
    const { stdin, stdout, stderr, io } = ttyIO();
    const answer = promptLine(io, 'Username: ');
    stdin.write(' admin \n');
    expect(await answer).toBe('admin');
    expect(stderr.text()).toContain('Username: ');
    expect(stdout.text()).toBe('');
  });

  it('reads all of stdin and drops one final newline', async () => {
    const stdin = fakeStream(false, 80, false);
    const io = createIO({ stdin, stdout: fakeStream(), stderr: fakeStream() }, true, {});
    stdin.end('pass word\n');
    expect(await readAllStdin(io)).toBe('pass word');
  });
});
