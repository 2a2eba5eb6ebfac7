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
 * A streamed CSV download from ready-made CSV text (each chunk whole lines, e.g. one keyset page
 * formatted at once): the BOM and header first, then one chunk per pull, so the producer works only
 * as fast as the client reads (backpressure) and memory stays flat.
 */
export function csvResponse(
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

/**
 * Walks keyset pages as CSV text: `fetchPage(after)` returns rows and the key to continue after
 * (null at the end); each page is written as one chunk by `record`. The next page is fetched while
 * the current one is written, so the database and the formatting overlap.
 */
export async function* keysetPages<T, K>(
  fetchPage: (after: K | null) => Promise<{ rows: readonly T[]; next: K | null }>,
  record: (row: T) => string,
): AsyncGenerator<string> {
  let pending: Promise<{ rows: readonly T[]; next: K | null }> | null = fetchPage(null);
  while (pending) {
    const page: { rows: readonly T[]; next: K | null } = await pending;
    pending = page.next === null || page.rows.length === 0 ? null : fetchPage(page.next);
    // A client that stops reading leaves the prefetched page unread: never an unhandled rejection.
    pending?.catch(() => {});
    let text = '';
    for (const row of page.rows) text += record(row);
    if (text) yield text;
  }
}
