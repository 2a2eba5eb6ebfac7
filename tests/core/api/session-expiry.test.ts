import { describe, expect, it, vi } from 'vitest';
import { LOGIN_EXPIRED_CODES, type AppError } from '#core/errors';
import { clientWith, envelope } from './fake-fetch.ts';

const expired = (code = 200102) =>
  envelope(null, { code, message: 'Your session has expired', status: 401 });

describe('the login-expired family', () => {
  it.each(LOGIN_EXPIRED_CODES.map((code) => [code]))(
    'clears the token and calls the hook for %i',
    async (code) => {
      const onSessionExpired = vi.fn();
      const { client, tokenStore } = clientWith(() => expired(code), {
        token: 'old',
        onSessionExpired,
      });
      await expect(client.get('/x')).rejects.toMatchObject({ code });
      expect(tokenStore.get()).toBeNull();
      expect(onSessionExpired).toHaveBeenCalledOnce();
      expect((onSessionExpired.mock.calls[0][0] as AppError).code).toBe(code);
    },
  );

  it('calls the hook exactly once when 10 concurrent requests get 200102', async () => {
    const onSessionExpired = vi.fn();
    const { client, tokenStore } = clientWith(() => expired(), { token: 'old', onSessionExpired });
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => client.get(`/r/${i}`)),
    );
    expect(
      results.every((r) => r.status === 'rejected' && (r.reason as AppError).code === 200102),
    ).toBe(true);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(tokenStore.get()).toBeNull();
  });

  it('does not call the hook again for requests sent after the token was cleared', async () => {
    const onSessionExpired = vi.fn();
    const { client } = clientWith(() => expired(200100), { token: 'old', onSessionExpired });
    await expect(client.get('/a')).rejects.toBeDefined();
    await expect(client.get('/b')).rejects.toBeDefined();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('re-arms after resetSessionExpiry', async () => {
    const onSessionExpired = vi.fn();
    const { client } = clientWith(() => expired(), { token: 'old', onSessionExpired });
    await expect(client.get('/a')).rejects.toBeDefined();
    client.resetSessionExpiry();
    await expect(client.get('/b')).rejects.toBeDefined();
    expect(onSessionExpired).toHaveBeenCalledTimes(2);
  });

  it('fires again for a new token set in the store without a reset', async () => {
    const onSessionExpired = vi.fn();
    const { client, tokenStore } = clientWith(() => expired(), {
      token: 'first',
      onSessionExpired,
    });
    await expect(client.get('/a')).rejects.toBeDefined();
    tokenStore.set('second');
    await expect(client.get('/b')).rejects.toBeDefined();
    expect(onSessionExpired).toHaveBeenCalledTimes(2);
    expect(tokenStore.get()).toBeNull();
  });

  it('does not clear a token that was set while an old request was in flight', async () => {
    let release: ((response: Response) => void) | undefined;
    const { client, tokenStore } = clientWith(
      () => new Promise<Response>((resolve) => (release = resolve)),
      {
        token: 'old',
      },
    );
    const pending = client.get('/slow');
    await vi.waitFor(() => expect(release).toBeDefined());
    tokenStore.set('new');
    release?.(expired());
    await expect(pending).rejects.toMatchObject({ code: 200102 });
    expect(tokenStore.get()).toBe('new');
  });

  it('clears the token but stays silent when the caller opts out of the hook', async () => {
    const onSessionExpired = vi.fn();
    const { client, tokenStore } = clientWith(() => expired(), { token: 'old', onSessionExpired });
    await expect(
      client.post('/sys/user/logout', undefined, { notifySessionExpired: false }),
    ).rejects.toBeDefined();
    expect(tokenStore.get()).toBeNull();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('leaves the token alone for other error codes', async () => {
    const onSessionExpired = vi.fn();
    const { client, tokenStore } = clientWith(
      () => envelope(null, { code: 403100, message: 'no', status: 403 }),
      {
        token: 'keep',
        onSessionExpired,
      },
    );
    await expect(client.get('/x')).rejects.toMatchObject({ code: 403100 });
    expect(tokenStore.get()).toBe('keep');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});
