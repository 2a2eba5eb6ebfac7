import { createWriteStream } from 'node:fs';
import type { Writable } from 'node:stream';
import type { IO } from '../io.ts';

/** Waits for 'drain' on `target`, or until `closed` says its reader went away. */
function drained(target: Writable, io: IO | undefined): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      target.off('drain', done);
      resolve();
    };
    target.once('drain', done);
    io?.onStdoutClosed(done);
  });
}

/**
 * Copies a response body (a CSV export, a stream) to stdout, or to `file` when given, as it
 * arrives: a full pipe pauses the download (backpressure), and a reader that goes away
 * (`| head`) cancels it.
 */
export async function pipeBody(
  body: ReadableStream<Uint8Array> | null,
  io: IO,
  file?: string,
): Promise<void> {
  if (!body) return;
  const reader = body.getReader();
  if (file === undefined) {
    try {
      for (;;) {
        if (io.stdoutClosed) break;
        const { done, value } = await reader.read();
        if (done) break;
        if (!io.stdout.write(value)) await drained(io.stdout, io);
      }
    } finally {
      await reader.cancel().catch(() => {});
    }
    await io.flush();
    return;
  }
  const out = createWriteStream(file);
  const failed = new Promise<never>((_, reject) => out.once('error', reject));
  failed.catch(() => {});
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), failed]);
      if (done) break;
      if (!out.write(value)) await Promise.race([drained(out, undefined), failed]);
    }
  } finally {
    await reader.cancel().catch(() => {});
    await Promise.race([new Promise<void>((resolve) => out.end(resolve)), failed]);
  }
}
