import type { IO } from '../io.ts';

/** Output is handed to stdout in chunks of about this many characters. */
const CHUNK = 65_536;

export interface ChunkWriter {
  /** Buffers `text`; waits when stdout's buffer is full (backpressure), so memory stays flat. */
  write(text: string): Promise<void>;
  /** Writes what is buffered and waits until stdout has taken it. */
  end(): Promise<void>;
}

/** Waits for 'drain', or for the reader to go away (then nothing more will drain). */
function drained(io: IO): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      io.stdout.off('drain', done);
      resolve();
    };
    io.stdout.once('drain', done);
    io.onStdoutClosed(done);
  });
}

/** Few large writes instead of one per row: much faster, and a full pipe pauses the producer. */
export function createChunkWriter(io: IO): ChunkWriter {
  let buffer = '';
  const flush = async () => {
    const text = buffer;
    buffer = '';
    if (!text || io.stdoutClosed) return;
    if (!io.stdout.write(text)) await drained(io);
  };
  return {
    async write(text) {
      buffer += text;
      if (buffer.length >= CHUNK) await flush();
    },
    async end() {
      await flush();
      await io.flush();
    },
  };
}
