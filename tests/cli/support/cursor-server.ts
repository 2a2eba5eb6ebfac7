import { createServer, type Server } from 'node:http';

export interface CursorServer {
  url: string;
  close(): Promise<void>;
}

/**
 * A stand-in API that serves `total` deposit accounts as cursor pages, generated on the fly, so
 * a test can stream a million rows through qy without a database.
 */
export async function startCursorServer(
  total: number,
  options: {
    /** Awaited before the page starting at row `start` is answered (a test holds a page back). */
    beforePage?: (start: number) => Promise<void>;
  } = {},
): Promise<CursorServer> {
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const start = Number(url.searchParams.get('cursor') || 0);
    await options.beforePage?.(start);
    const limit = Number(url.searchParams.get('limit') || 30);
    const end = Math.min(total, start + limit);
    const items = [];
    for (let i = start; i < end; i++) {
      items.push({
        accountNo: `BZJ${String(i).padStart(14, '0')}`,
        institutionName: i === 0 ? '=HYPERLINK("http://evil")' : `机构 ${i % 97}`,
        requiredFen: 1_000_000 + i,
        paidFen: 500_000,
        frozenFen: 0,
        availableFen: 500_000,
        shortfallFen: 500_000 + i,
        status: 'active',
      });
    }
    const nextCursor = end < total ? String(end) : null;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 200000, message: 'ok', data: { items, nextCursor } }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((r) => server.close(() => r())),
  };
}
