import { describe, expect, it, vi } from 'vitest';
import { Code, type AppError } from '#core/errors';
import { clientWith, envelope, hangingUntilAborted } from './fake-fetch.ts';

function spyClient(handler: (request: Request) => Response | Promise<Response>) {
  const onError = vi.fn<(error: AppError, request: { method: string; path: string }) => void>();
  const onSessionExpired = vi.fn();
  const { client } = clientWith(handler, { token: 't', onError, onSessionExpired });
  return { client, onError, onSessionExpired };
}

describe('onError: the one place failed calls are announced', () => {
  it('reports a business failure once, with the method and path, and still rejects', async () => {
    const { client, onError } = spyClient(() =>
      envelope(null, { code: Code.ValidationFailed, message: 'bad name', status: 422 }),
    );
    await expect(client.post('/orgs', { name: '' })).rejects.toMatchObject({
      code: Code.ValidationFailed,
    });
    expect(onError).toHaveBeenCalledTimes(1);
    const [error, request] = onError.mock.calls[0];
    expect(error.message).toBe('bad name');
    expect(request).toEqual({ method: 'POST', path: '/orgs' });
  });

  it('reports HTTP failures without an envelope and transport failures', async () => {
    const { client, onError } = spyClient((request) =>
      request.url.endsWith('/down')
        ? Promise.reject(new TypeError('fetch failed'))
        : new Response('oops', { status: 502 }),
    );
    await expect(client.get('/x')).rejects.toMatchObject({ code: Code.HttpStatus });
    await expect(client.raw('/down')).rejects.toMatchObject({ code: Code.NetworkError });
    expect(onError.mock.calls.map(([e, r]) => [e.code, r.method, r.path])).toEqual([
      [Code.HttpStatus, 'GET', '/x'],
      [Code.NetworkError, 'GET', '/down'],
    ]);
  });

  it('leaves the login-expired family to onSessionExpired', async () => {
    const { client, onError, onSessionExpired } = spyClient(() =>
      envelope(null, { code: Code.SessionExpired, message: 'expired', status: 401 }),
    );
    await expect(client.get('/me')).rejects.toMatchObject({ code: Code.SessionExpired });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
  });

  it('stays quiet for a caller abort and for calls that opt out with notifyError: false', async () => {
    const { client, onError } = spyClient((request) =>
      request.url.includes('/hang')
        ? hangingUntilAborted(request)
        : envelope(null, { code: Code.RequestError, message: 'no', status: 500 }),
    );
    const controller = new AbortController();
    const pending = client.get('/hang', undefined, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: Code.RequestAborted });
    await expect(client.get('/search', undefined, { notifyError: false })).rejects.toBeDefined();
    expect(onError).not.toHaveBeenCalled();
  });

  it('reports a timeout (the caller asked for one, the user did not abort)', async () => {
    const { client, onError } = spyClient(hangingUntilAborted);
    await expect(client.get('/slow', undefined, { timeout: 5 })).rejects.toMatchObject({
      code: Code.Timeout,
    });
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
