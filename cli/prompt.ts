import { createInterface } from 'node:readline/promises';
import { CancelledError } from './errors.ts';
import type { IO } from './io.ts';

/** Asks one visible question on the terminal (the prompt goes to stderr; stdout stays data). */
export async function promptLine(io: IO, question: string): Promise<string> {
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

/** Asks for a secret with echo off (raw mode); Backspace edits, Enter ends, Ctrl-C cancels. */
export function promptHidden(io: IO, question: string): Promise<string> {
  const { stdin } = io;
  io.stderr.write(question);
  return new Promise((resolve, reject) => {
    let value = '';
    const wasRaw = (stdin as { isRaw?: boolean }).isRaw === true;
    stdin.setRawMode?.(true);
    stdin.resume();
    const finish = (error?: Error) => {
      stdin.off('data', onData);
      stdin.setRawMode?.(wasRaw);
      stdin.pause();
      io.stderr.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: Buffer | string) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n') return finish();
        if (char === '\u0003' || char === '\u0004') return finish(new CancelledError());
        if (char === '\u007f' || char === '\b') value = [...value].slice(0, -1).join('');
        else if (char >= ' ') value += char;
      }
    };
    stdin.on('data', onData);
  });
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
