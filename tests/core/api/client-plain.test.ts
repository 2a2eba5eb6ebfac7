import { describe, expect, it } from 'vitest';
import { AppError, Code } from '#core/errors';
import { createClient, createMemoryTokenStore, type PlainRequest } from '#core/api';

const envelope = (code: number, data: unknown, message = 'ok') =>
  JSON.stringify({ code, message, data });

function plainClient(answer: (req: PlainRequest) => { status: number; text: string }) {
  const seen: PlainRequest[] = [];
  const client = createClient({
    origin: 'http://qy.test',
    tokenStore: createMemoryTokenStore('tok'),
    locale: () => 'en-US',
    // Streams still go through fetch; decoded calls must never reach it.
    fetch: () => {
      throw new Error('fetch used for a decoded call');
    },
    plain: async (req) => {
      seen.push(req);
      const { status, text } = answer(req);
      return { status, text, header: (n) => (n === 'x-request-id' ? 'rid-1' : undefined) };
    },
  });
  return { client, seen };
}

describe('API client over a plain transport (no Request/Response)', () => {
  it('sends the query, bearer token and locale, and decodes the envelope', async () => {
    const { client, seen } = plainClient(() => ({ status: 200, text: envelope(200000, [1]) }));
    await expect(client.get('/settlements', { limit: 20, q: '' })).resolves.toEqual([1]);
    expect(seen[0].method).toBe('GET');
    expect(seen[0].url).toBe('http://qy.test/qy-sla-admin-api/settlements?limit=20');
    expect(seen[0].headers.Authorization).toBe('Bearer tok');
    expect(seen[0].headers['Accept-Language']).toBe('en-US');
    expect(seen[0].body).toBeUndefined();
  });

  it('encodes JSON and form bodies as ofetch does', async () => {
    const { client, seen } = plainClient(() => ({ status: 200, text: envelope(200000, null) }));
    await client.post('/x', { a: 1 });
    await client.postForm('/y', { username: 'admin', password: 'p w' });
    expect(seen[0].body).toBe('{"a":1}');
    expect(seen[0].headers['Content-Type']).toBe('application/json');
    expect(seen[1].body).toBe('username=admin&password=p+w');
    expect(seen[1].headers['Content-Type']).toBe('application/x-www-form-urlencoded');
  });

  it('turns an error envelope into its AppError with the request id', async () => {
    const { client } = plainClient(() => ({
      status: 404,
      text: envelope(404100, null, 'not found'),
    }));
    const error = (await client.get('/settlements/9').catch((e: unknown) => e)) as AppError;
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe(404100);
    expect(error.requestId).toBe('rid-1');
  });

  it('reports a non-envelope answer and a transport failure by their codes', async () => {
    const html = plainClient(() => ({ status: 502, text: '<html>bad gateway</html>' }));
    const e1 = (await html.client.get('/a').catch((e: unknown) => e)) as AppError;
    expect(e1.status).toBe(502);
    const down = createClient({
      origin: 'http://qy.test',
      tokenStore: createMemoryTokenStore(null),
      plain: () =>
        Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
    });
    const e2 = (await down.get('/a').catch((e: unknown) => e)) as AppError;
    expect(e2.code).toBe(Code.NetworkError);
  });
});
