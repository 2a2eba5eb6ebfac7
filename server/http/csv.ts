import { CSV_BOM as BOM, csvCell, csvLine } from '#core/csv';

// The one CSV writer (formula guard, RFC 4180 quoting) lives in core; the server and qy share it.
export { csvCell, csvLine };

/** RFC 6266 Content-Disposition with an ASCII fallback and the UTF-8 name. */
function disposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

function csvHeaders(filename: string): HeadersInit {
  return {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': disposition(filename),
    'cache-control': 'no-store',
  };
}

/**
 * A streamed CSV download (UTF-8 with BOM, header row). Rows are pulled from `rows` only as fast as
 * the client reads, so memory stays flat whatever the size (producers fetch keyset pages lazily).
 */
export function csvResponse(
  filename: string,
  header: readonly string[],
  rows: AsyncIterable<readonly unknown[]>,
): Response {
  const encoder = new TextEncoder();
  const iterator = rows[Symbol.asyncIterator]();
  let started = false;
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        let chunk = '';
        if (!started) {
          started = true;
          chunk = BOM + csvLine(header);
        }
        // Batch rows into ~64 KB chunks: fewer, larger writes are much faster than one per row.
        while (chunk.length < 65_536) {
          const next = await iterator.next();
          if (next.done) {
            if (chunk) controller.enqueue(encoder.encode(chunk));
            controller.close();
            return;
          }
          chunk += csvLine(next.value);
        }
        controller.enqueue(encoder.encode(chunk));
      },
      async cancel() {
        await iterator.return?.();
      },
    },
    { highWaterMark: 1 },
  );
  return new Response(stream, { headers: csvHeaders(filename) });
}

/**
 * A streamed CSV download from ready-made CSV text (each chunk whole lines, e.g. one keyset page
 * formatted at once): the BOM and header first, then one chunk per pull, so the producer works only
 * as fast as the client reads (backpressure) and memory stays flat.
 */
export function csvTextResponse(
  filename: string,
  header: readonly string[],
  chunks: AsyncIterable<string>,
): Response {
  const encoder = new TextEncoder();
  const iterator = chunks[Symbol.asyncIterator]();
  let started = false;
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        let text = '';
        if (!started) {
          started = true;
          text = BOM + csvLine(header);
        }
        const next = await iterator.next();
        if (next.done) {
          if (text) controller.enqueue(encoder.encode(text));
          controller.close();
          return;
        }
        controller.enqueue(encoder.encode(text + next.value));
      },
      async cancel() {
        await iterator.return?.();
      },
    },
    { highWaterMark: 1 },
  );
  return new Response(stream, { headers: csvHeaders(filename) });
}

/** Walks keyset pages: `fetchPage(after)` returns rows and the key to continue after (null at the end). */
export async function* keysetRows<T, K>(
  fetchPage: (after: K | null) => Promise<{ rows: T[]; next: K | null }>,
  toCells: (row: T) => readonly unknown[],
): AsyncGenerator<readonly unknown[]> {
  let after: K | null = null;
  for (;;) {
    const page: { rows: T[]; next: K | null } = await fetchPage(after);
    for (const row of page.rows) yield toCells(row);
    if (page.next === null || page.rows.length === 0) return;
    after = page.next;
  }
}
