import { CancelledError } from './errors.ts';
import type { IO } from './io.ts';

/** Asks one visible question on the terminal (the prompt goes to stderr; stdout stays data). */
// Node's readline and stream modules are taken on use: this module comes with every command's run
// (commands/run-modules.ts), and most never prompt.
export async function promptLine(io: IO, question: string): Promise<string> {
  const { createInterface } = process.getBuiltinModule('node:readline/promises');
  const rl = createInterface({ input: io.stdin, output: io.stderr, terminal: true });
  const cancelled = new Promise<never>((_, reject) =>
    rl.once('SIGINT', () => reject(new CancelledError())),
  );
  try {
    return (await Promise.race([rl.question(question), cancelled])).trim();
  } finally {
    rl.close();
  }
}

/**
 * Asks for a secret with @inquirer/password: every key is shown as `*`, arrow keys, Home/End and
 * bracketed-paste markers are understood as keys (never typed into the secret), Backspace edits,
 * Enter ends, Ctrl-C cancels (qy then exits 130). The prompt goes to stderr; stdout stays data.
 */
export async function promptHidden(io: IO, question: string): Promise<string> {
  const { password } = await import('./prompt-password.ts');
  const { Writable } = process.getBuiltinModule('node:stream');
  // The library ends the stream it is given when done; stderr must stay open for what follows.
  const output = new Writable({
    write: (chunk: Buffer, _encoding, done) => void io.stderr.write(chunk, () => done()),
  });
  const stdin = io.stdin as IO['stdin'] & { isRaw?: boolean };
  const wasRaw = stdin.isRaw === true;
  // Bracketed paste on: a pasted secret arrives between markers that readline reads as keys.
  io.stderr.write('\u001b[?2004h');
  let cancelled = false;
  try {
    return await password(
      { message: question.replace(/[:：]\s*$/, ''), mask: '*', theme: { prefix: '' } },
      { input: io.stdin, output, clearPromptOnDone: false },
    );
  } catch (error) {
    const name = (error as { name?: unknown } | null)?.name;
    if (name === 'ExitPromptError' || name === 'AbortPromptError') {
      cancelled = true;
      throw new CancelledError();
    }
    throw error;
  } finally {
    // After Ctrl-C the cursor is left inside the prompt: qy's message starts a line of its own.
    io.stderr.write(cancelled ? '\u001b[?2004l\n' : '\u001b[?2004l');
    stdin.setRawMode?.(wasRaw);
    stdin.pause();
  }
}

/** Everything on standard input (for --password-stdin and --with-token), final newline removed. */
export async function readAllStdin(io: IO): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of io.stdin) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  }
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}
