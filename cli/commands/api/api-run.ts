import { CURSOR_LIMIT_MAX, isEnvelope } from '#core/api';
import { Code } from '#core/errors';
import type { CursorPage } from '#core/types';
import type { Factory } from '../../factory.ts';
import { pickFields, shapeJson } from '../../output/json-shape.ts';
import { safeJson } from '../../output/sanitize.ts';
import { pipeBody } from '../../output/stream-body.ts';
import { createChunkWriter } from '../../output/writer.ts';
import { readAllStdin } from '../../prompt.ts';
import type { ApiOptions } from './api.ts';
import { parseJsonBody } from './json-body.ts';

/** Endpoints whose answer is not the JSON envelope: CSV exports and the SSE log stream. */
const isRawPath = (path: string) => /\.csv$/.test(path) || /\/stream$/.test(path);

async function bodyOf(opts: ApiOptions, f: Factory): Promise<unknown> {
  const { body } = opts;
  if (body.kind === 'json') return body.value;
  if (body.kind === 'stdin') return parseJsonBody(await readAllStdin(f.io()), f.t);
  if (body.kind === 'file')
    return parseJsonBody(
      await process.getBuiltinModule('node:fs/promises').readFile(body.path, 'utf8'),
      f.t,
    );
  return Object.keys(opts.fields).length > 0 ? opts.fields : undefined;
}

const isCursorPage = (value: unknown): value is CursorPage<unknown> =>
  !!value && typeof value === 'object' && Array.isArray((value as CursorPage<unknown>).items);

/**
 * `qy api`: any endpoint with the stored credential; prints the envelope's `data` as JSON (the
 * API's errors become qy's error line and exit code), streams CSV and SSE bodies as they come,
 * and with `--paginate` walks the cursor pages into one JSON array, page by page (an answer that
 * is no cursor page is printed as it is).
 */
export async function runApi(opts: ApiOptions, f: Factory): Promise<void> {
  const client = await f.client();
  const io = f.io();
  const { method, path, query } = opts;
  const shape = await f.jsonShape();
  if (method === 'GET' && isRawPath(path)) {
    const controller = new AbortController();
    io.onStdoutClosed(() => controller.abort());
    const unsubscribe = f.onInterrupt(() => controller.abort());
    try {
      const response = await client.raw(path, {
        query,
        signal: controller.signal,
        headers: { Accept: '*/*', ...opts.headers },
      });
      if (opts.include) printHead(response, f);
      await pipeBody(response.body, io).catch((error: unknown) => {
        if (!controller.signal.aborted) throw error;
      });
    } finally {
      unsubscribe();
    }
    return;
  }
  if (opts.paginate) {
    const pageOf = (cursor: string) =>
      client.get<unknown>(
        path,
        { limit: CURSOR_LIMIT_MAX, ...query, cursor },
        { headers: opts.headers },
      );
    const firstPage = await pageOf('');
    // Not a cursor page (a single record, a plain list): printed as it came, as gh does.
    if (!isCursorPage(firstPage)) {
      return io.out(safeJson(shapeJson(firstPage ?? null, shape, f.t), 2));
    }
    let page = firstPage;
    const out = createChunkWriter(io);
    // A query needs every item first; without one they are written as they come.
    const collected: unknown[] | undefined = shape?.query ? [] : undefined;
    const shown = (item: unknown) =>
      shape?.fields?.length ? pickFields(item, shape.fields, f.t) : item;
    let first = true;
    if (!collected) await out.write('[');
    for (let cursor = ''; ;) {
      for (const item of page.items) {
        if (collected) collected.push(item);
        else await out.write((first ? '' : ',') + safeJson(shown(item)));
        first = false;
      }
      if (io.stdoutClosed || !page.nextCursor || page.nextCursor === cursor) break;
      cursor = page.nextCursor;
      const next = await pageOf(cursor);
      if (!isCursorPage(next)) break;
      page = next;
    }
    await out.write(collected ? safeJson(shapeJson(collected, shape, f.t), 2) + '\n' : ']\n');
    await out.end();
    return;
  }
  const body = await bodyOf(opts, f);
  const init = { headers: opts.headers };
  let data: unknown;
  if (opts.include) {
    // The response itself (status, headers), through the same client: auth, errors and timeout alike.
    const response = await client.raw(path, { method, query, body, headers: opts.headers });
    printHead(response, f);
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return io.out(text);
    }
    data = isEnvelope(parsed) && parsed.code === Code.Ok ? parsed.data : parsed;
  } else if (method === 'GET') data = await client.get(path, query, init);
  else {
    const request = `${path}${Object.keys(query).length > 0 ? `?${new URLSearchParams(query)}` : ''}`;
    if (method === 'POST') data = await client.post(request, body, init);
    else if (method === 'PUT') data = await client.put(request, body, init);
    else data = await client.del(request, body, init);
  }
  io.out(safeJson(shapeJson(data ?? null, shape, f.t), 2));
}

/** `-i`: `HTTP 200 OK`, the response headers as received (lower case), then a blank line. */
function printHead(response: Response, f: Factory): void {
  const io = f.io();
  io.out(`HTTP ${response.status} ${response.statusText}`.trimEnd());
  for (const [name, value] of response.headers) io.out(`${name}: ${value}`);
  io.out('');
}
