/**
 * The admin command's password: piped on stdin (one line; the final newline is not part of it),
 * or typed on a terminal without echo, twice, so a typo does not lock the operator out.
 */
import type { Readable, Writable } from 'node:stream';

type Input = Readable & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown };

async function readAll(input: Readable): Promise<string> {
  let text = '';
  for await (const chunk of input) text += String(chunk);
  return text.replace(/\r?\n$/, '');
}

function readHidden(input: Input, output: Writable, prompt: string): Promise<string> {
  output.write(prompt);
  input.setRawMode?.(true);
  input.resume();
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      for (const ch of chunk.toString('utf8')) {
        if (ch === '\r' || ch === '\n') return finish(() => resolve(text));
        if (ch === '\u0003') return finish(() => reject(new Error('cancelled')));
        if (ch === '\u007f' || ch === '\b') text = text.slice(0, -1);
        else text += ch;
      }
    };
    const finish = (settle: () => void) => {
      input.off('data', onData);
      input.setRawMode?.(false);
      input.pause();
      output.write('\n');
      settle();
    };
    input.on('data', onData);
  });
}

export async function readPassword(input: Input, output: Writable): Promise<string> {
  if (!input.isTTY) return readAll(input);
  const first = await readHidden(input, output, 'Password: ');
  const again = await readHidden(input, output, 'Password again: ');
  if (first !== again) throw new Error('the two passwords differ; nothing was changed');
  return first;
}
