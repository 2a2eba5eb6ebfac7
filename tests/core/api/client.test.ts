import { describe, expect, it, vi, afterEach } from 'vitest';
import { createClient, createMemoryTokenStore } from '#core/api';
import { AppError, Code } from '#core/errors';
import { clientWith, envelope, hangingUntilAborted } from './fake-fetch.ts';

async function rejectionOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('expected the call to fail');
}

describe('request shape', () => {
  it('sends the bearer token, JSON accept, locale and extra headers under the base path', async () => {
    const { client, calls } = clientWith(() => envelope({ ok: 1 }), {
      token: 'tok-1',
      locale: () => 'zh-CN',
      headers: { 'X-Client': 'qy-cli' },
    });
    await expect(
      client.get('/orgs', { q: 'a b', page: 2, status: undefined, kind: '' }),
    ).resolves.toEqual({ ok: 1 });
    const [call] = calls;
    expect(call.method).toBe('GET');
    expect(call.url.href).toBe('http://api.test/qy-sla-admin-api/orgs?q=a+b&page=2');
    expect(call.headers.get('authorization')).toBe('Bearer tok-1');
    expect(call.headers.get('accept')).toBe('application/json');
    expect(call.headers.get('accept-language')).toBe('zh-CN');
    expect(call.headers.get('x-client')).toBe('qy-cli');
  });

  it('sends no Authorization header when the store has no token', async () => {
    const { client, calls } = clientWith(() => envelope(null));
    await client.get('/x');
    expect(calls[0].headers.has('authorization')).toBe(false);
  });

  it('encodes JSON bodies for post, put and del, and form bodies for postForm', async () => {
    const { client, calls } = clientWith(() => envelope(null));
    await client.post('/a', { version: 3 });
    await client.put('/b', { name: 'n' });
    await client.del('/c', { id: 1 });
    await client.postForm('/d', { username: 'admin', code: '12 34&' });
    await client.post('/e');
    expect(calls.map((c) => [c.method, c.url.pathname, c.body])).toEqual([
      ['POST', '/qy-sla-admin-api/a', '{"version":3}'],
      ['PUT', '/qy-sla-admin-api/b', '{"name":"n"}'],
      ['DELETE', '/qy-sla-admin-api/c', '{"id":1}'],
      ['POST', '/qy-sla-admin-api/d', 'username=admin&code=12+34%26'],
      ['POST', '/qy-sla-admin-api/e', ''],
    ]);
    expect(calls[0].headers.get('content-type')).toBe('application/json');
    expect(calls[3].headers.get('content-type')).toBe('application/x-www-form-urlencoded');
  });

  it('builds URLs with arrays, dates and a custom base path, dropping empty values', () => {
    const store = createMemoryTokenStore();
    const client = createClient({ tokenStore: store, basePath: 'api/', origin: 'http://h:1/' });
    const at = new Date('2026-01-02T03:04:05.000Z');
    expect(client.url('x', { s: ['a', 'b'], at, n: null, e: '', ok: true, z: 0 })).toBe(
      'http://h:1/api/x?s=a&s=b&at=2026-01-02T03%3A04%3A05.000Z&ok=true&z=0',
    );
    expect(createClient({ tokenStore: store }).url('/sys/user/info')).toBe(
      '/qy-sla-admin-api/sys/user/info',
    );
  });

  it('resolves a same-origin client against localhost when no page location exists', async () => {
    const seen: string[] = [];
    const client = createClient({
      tokenStore: createMemoryTokenStore(),
      fetch: (request) => {
        seen.push(request.url);
        return envelope(1);
      },
    });
    await client.get('/healthz');
    expect(seen).toEqual(['http://localhost/qy-sla-admin-api/healthz']);
  });

  it('does not retry a failed GET (ofetch would by default)', async () => {
    const { client, calls } = clientWith(() => new Response('boom', { status: 500 }));
    await rejectionOf(client.get('/x'));
    expect(calls).toHaveLength(1);
  });
});

describe('global fetch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uses the global fetch when none is injected', async () => {
    const spy = vi.fn(async (_request: Request) => envelope('global'));
    vi.stubGlobal('fetch', spy);
    const client = createClient({ tokenStore: createMemoryTokenStore(), origin: 'http://g.test' });
    await expect(client.get('/x')).resolves.toBe('global');
    expect(spy).toHaveBeenCalledOnce();
  });
});

describe('envelope decoding', () => {
  it('throws AppError with the server message, fields and request id for other codes', async () => {
    const { client } = clientWith(() =>
      envelope(
        { fields: { name: 'required' }, requestId: 'rid-body' },
        { code: 400100, message: 'Validation failed', status: 422 },
      ),
    );
    const error = await rejectionOf(client.post('/orgs', {}));
    expect(error.code).toBe(Code.ValidationFailed);
    expect(error.message).toBe('Validation failed');
    expect(error.fields).toEqual({ name: 'required' });
    expect(error.requestId).toBe('rid-body');
    expect(error.status).toBe(422);
  });

  it('falls back to the X-Request-Id header and to "Request Error" when the message is empty', async () => {
    const { client } = clientWith(() =>
      envelope(null, {
        code: 422100,
        message: '',
        status: 200,
        headers: { 'X-Request-Id': 'rid-h' },
      }),
    );
    const error = await rejectionOf(client.get('/x'));
    expect(error.code).toBe(Code.BusinessRule);
    expect(error.message).toBe('Request Error');
    expect(error.requestId).toBe('rid-h');
    expect(error.fields).toBeUndefined();
  });

  it('decodes a non-2xx envelope by its code', async () => {
    const { client } = clientWith(() =>
      envelope(null, { code: 409100, message: 'stale', status: 409 }),
    );
    const error = await rejectionOf(client.put('/orgs/1', { version: 1 }));
    expect([error.code, error.message, error.status]).toEqual([Code.VersionConflict, 'stale', 409]);
  });

  it.each([
    [
      500,
      new Response('<html>oops</html>', { status: 500, headers: { 'content-type': 'text/html' } }),
    ],
    [502, new Response(null, { status: 502 })],
    [503, envelope(null, { code: 200000, status: 503 })],
  ])(
    'turns a %i without an error envelope into "Request failed with status code N"',
    async (status, response) => {
      const { client } = clientWith(() => response);
      const error = await rejectionOf(client.get('/x'));
      expect(error.code).toBe(Code.HttpStatus);
      expect(error.message).toBe(`Request failed with status code ${status}`);
      expect(error.status).toBe(status);
    },
  );

  it.each([
    [
      'a JSON value that is not an envelope',
      new Response('{"hello":1}', { headers: { 'content-type': 'application/json' } }),
    ],
    ['plain text', new Response('hi', { headers: { 'content-type': 'text/plain' } })],
  ])('rejects a 2xx body that is %s with Request Error', async (_label, response) => {
    const { client } = clientWith(() => response);
    const error = await rejectionOf(client.get('/x'));
    expect([error.code, error.message]).toEqual([Code.RequestError, 'Request Error']);
  });
});

describe('transport failures', () => {
  it('reports a rejected fetch as "Network Error"', async () => {
    const { client } = clientWith(() => Promise.reject(new TypeError('fetch failed')));
    const error = await rejectionOf(client.get('/x'));
    expect([error.code, error.message, error.status]).toEqual([
      Code.NetworkError,
      'Network Error',
      0,
    ]);
  });

  it('reports an aborted request as "Request aborted"', async () => {
    const { client } = clientWith(hangingUntilAborted);
    const controller = new AbortController();
    const pending = client.get('/x', undefined, { signal: controller.signal });
    controller.abort();
    const error = await rejectionOf(pending);
    expect([error.code, error.message]).toEqual([Code.RequestAborted, 'Request aborted']);
  });

  it('reports a request aborted before it starts as "Request aborted", with a timeout set too', async () => {
    const { client } = clientWith(hangingUntilAborted);
    const controller = new AbortController();
    controller.abort();
    const error = await rejectionOf(
      client.get('/x', undefined, { signal: controller.signal, timeout: 1000 }),
    );
    expect(error.message).toBe('Request aborted');
  });

  it('has no timeout unless the caller asks, then says "timeout of N ms exceeded"', async () => {
    const { client } = clientWith(hangingUntilAborted);
    const controller = new AbortController();
    const error = await rejectionOf(
      client.get('/x', undefined, { timeout: 20, signal: controller.signal }),
    );
    expect([error.code, error.message]).toEqual([Code.Timeout, 'timeout of 20 ms exceeded']);
  });

  it('lets a timed request that answers in time succeed', async () => {
    const { client } = clientWith(() => envelope('fast'));
    await expect(client.get('/x', undefined, { timeout: 1000 })).resolves.toBe('fast');
  });
});

describe('raw access', () => {
  it('returns a 2xx response with its body unread and auth applied', async () => {
    const { client, calls } = clientWith(
      () => new Response('a,b\n1,2\n', { headers: { 'content-type': 'text/csv' } }),
      {
        token: 't',
      },
    );
    const response = await client.raw('/settlements/export.csv', {
      query: { status: 'failed', q: undefined },
      headers: { Accept: 'text/csv' },
      method: 'GET',
    });
    expect(response.bodyUsed).toBe(false);
    await expect(response.text()).resolves.toBe('a,b\n1,2\n');
    expect(calls[0].url.search).toBe('?status=failed');
    expect(calls[0].headers.get('accept')).toBe('text/csv');
    expect(calls[0].headers.get('authorization')).toBe('Bearer t');
  });

  it('decodes a non-2xx envelope and a non-2xx page into AppError', async () => {
    const forbidden = clientWith(() =>
      envelope(null, { code: 403100, message: 'no', status: 403 }),
    );
    expect((await rejectionOf(forbidden.client.raw('/x'))).code).toBe(Code.Forbidden);
    const broken = clientWith(() => new Response('bad gateway', { status: 502 }));
    expect((await rejectionOf(broken.client.raw('/x'))).message).toBe(
      'Request failed with status code 502',
    );
  });
});
