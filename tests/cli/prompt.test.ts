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

describe('prompts', () => {
  it('reads a hidden password in raw mode without echoing it, with backspace', async () => {
    const { stdin, stderr, io } = ttyIO();
    const answer = promptHidden(io, 'Password: ');
    expect(stdin.isRaw).toBe(true);
    stdin.write('Admin1234');
    stdin.write('\u007f');
    stdin.write('\r');
    expect(await answer).toBe('Admin123');
    expect(stdin.isRaw).toBe(false);
    expect(stderr.text()).toBe('Password: \n');
  });

  it('cancels on Ctrl-C', async () => {
    const { stdin, io } = ttyIO();
    const answer = promptHidden(io, 'Password: ');
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
