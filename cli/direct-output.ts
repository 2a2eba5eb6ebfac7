import type { Writable } from 'node:stream';

// Taken from the process, not imported: an ES import of node:fs builds its whole namespace,
// fs.ReadStream included, which loads Node's stream modules (~3 ms) that help never uses.
const fs = () => process.getBuiltinModule('node:fs');

export type Target = 'stdout' | 'stderr';

/**
 * Output that needs no stream: help, version and the error line of a run. Building
 * process.stdout for a pipe loads Node's net and stream modules (~4 ms of every `qy --help`);
 * these texts are written to the file descriptor at once instead.
 */
export interface DirectOutput {
  write(target: Target, text: string): void;
  isTTY(target: Target): boolean;
}

const FD: Record<Target, number> = { stdout: 1, stderr: 2 };

/**
 * Writes `text` to the process's stdout or stderr descriptor. A reader that has gone away (EPIPE)
 * ends the output quietly; a descriptor that cannot take more now (EAGAIN, a non-blocking pipe)
 * gets the rest through the stream, which waits for it.
 */
export function processOutput(stream: (target: Target) => Writable): DirectOutput {
  return {
    write(target, text) {
      let rest = Buffer.from(text);
      while (rest.length > 0) {
        try {
          rest = rest.subarray(fs().writeSync(FD[target], rest));
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          if (code === 'EPIPE') return;
          if (code !== 'EAGAIN') throw error;
          stream(target).write(rest);
          return;
        }
      }
    },
    // Only a character device can be a terminal; node:tty (which loads node:net) is asked then.
    isTTY: (target) =>
      fs().fstatSync(FD[target]).isCharacterDevice() &&
      process.getBuiltinModule('node:tty').isatty(FD[target]),
  };
}
