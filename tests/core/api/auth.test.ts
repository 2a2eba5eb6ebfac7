import { describe, expect, it, vi } from 'vitest';
import {
  MENU_NOTICE_ID,
  MenuLoadError,
  createMemoryTokenStore,
  getMenu,
  getUserInfo,
  loginByCode,
  logout,
  sendSms,
  smsCooldownOf,
  type ApiClient,
} from '#core/api';
import { Code } from '#core/errors';
import { clientWith, envelope } from './fake-fetch.ts';

const menus = [
  {
    name: 'dashboard',
    path: '',
    order: 0,
    icon: 'dashboard',
    locale: 'menu.dashboard',
    children: [],
  },
];

describe('loginByCode', () => {
  it('posts a form-encoded body, stores the token and re-arms the session hook', async () => {
    const onSessionExpired = vi.fn();
    let expire = true;
    const { client, calls, tokenStore } = clientWith(
      (request) => {
        if (new URL(request.url).pathname.endsWith('/loginByCode'))
          return envelope({ token: 'fresh' });
        return expire ? envelope(null, { code: 200102, status: 401 }) : envelope(null);
      },
      { token: 'stale', onSessionExpired },
    );
    await expect(client.get('/x')).rejects.toBeDefined();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);

    await expect(
      loginByCode(client, { username: 'admin', password: 'Pa ss&1', code: '123456' }),
    ).resolves.toEqual({
      token: 'fresh',
    });
    const login = calls[1];
    expect(login.method).toBe('POST');
    expect(login.url.pathname).toBe('/qy-sla-admin-api/sys/user/loginByCode');
    expect(login.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(login.body))).toEqual({
      username: 'admin',
      password: 'Pa ss&1',
      code: '123456',
    });
    expect(tokenStore.get()).toBe('fresh');

    expire = true;
    tokenStore.set('stale'); // same token as the first lost session: only a reset re-arms the hook
    await expect(client.get('/y')).rejects.toBeDefined();
    expect(onSessionExpired).toHaveBeenCalledTimes(2);
  });

  it('clears the token when sign-in fails', async () => {
    const { client, tokenStore } = clientWith(
      () => envelope(null, { code: 200200, message: 'Wrong', status: 401 }),
      {
        token: 'left-over',
      },
    );
    await expect(
      loginByCode(client, { username: 'a', password: 'b', code: '1' }),
    ).rejects.toMatchObject({
      code: Code.WrongPassword,
    });
    expect(tokenStore.get()).toBeNull();
  });
});

describe('logout', () => {
  it('calls the server with no body and clears the token', async () => {
    const { client, calls, tokenStore } = clientWith(() => envelope(null), { token: 't' });
    await logout(client);
    expect([calls[0].method, calls[0].url.pathname, calls[0].body]).toEqual([
      'POST',
      '/qy-sla-admin-api/sys/user/logout',
      '',
    ]);
    expect(tokenStore.get()).toBeNull();
  });

  it('swallows the login-expired family without calling the hook', async () => {
    const onSessionExpired = vi.fn();
    const { client, tokenStore } = clientWith(() => envelope(null, { code: 200105, status: 401 }), {
      token: 't',
      onSessionExpired,
    });
    await expect(logout(client)).resolves.toBeUndefined();
    expect(tokenStore.get()).toBeNull();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('clears the token even when the call fails otherwise, and reports that failure', async () => {
    const { client, tokenStore } = clientWith(() => Promise.reject(new TypeError('offline')), {
      token: 't',
    });
    await expect(logout(client)).rejects.toMatchObject({ message: 'Network Error' });
    expect(tokenStore.get()).toBeNull();
  });
});

describe('getUserInfo', () => {
  it("unwraps the user's fields from data.data", async () => {
    const user = { id: 1, username: 'admin', role: 'admin', name: 'Admin' };
    const { client, calls } = clientWith(() => envelope({ code: 1, info: 'ok', data: user }));
    await expect(getUserInfo(client)).resolves.toEqual(user);
    expect([calls[0].method, calls[0].url.pathname]).toEqual([
      'GET',
      '/qy-sla-admin-api/sys/user/info',
    ]);
  });

  it('throws the inner info when the inner code is not 1', async () => {
    const { client } = clientWith(() => envelope({ code: 0, info: 'no such user', data: null }));
    await expect(getUserInfo(client)).rejects.toMatchObject({
      code: Code.RequestError,
      message: 'no such user',
    });
  });
});

describe('getMenu', () => {
  it('returns data.data.menus on success', async () => {
    const { client, calls } = clientWith(() => envelope({ code: 1, info: 'ok', data: { menus } }));
    await expect(getMenu(client)).resolves.toEqual(menus);
    expect(calls[0].url.pathname).toBe('/qy-sla-admin-api/sys/user/menu');
  });

  it.each([
    [
      'the outer code is not 200000',
      () =>
        envelope(null, {
          code: 403100,
          message: 'menu forbidden',
          status: 403,
          headers: { 'X-Request-Id': 'r1' },
        }),
      'menu forbidden',
      Code.Forbidden,
    ],
    [
      'the inner code is not 1',
      () => envelope({ code: 0, info: 'menu disabled', data: null }),
      'menu disabled',
      Code.RequestError,
    ],
    [
      'the call throws',
      () => Promise.reject(new TypeError('down')),
      'Network Error',
      Code.NetworkError,
    ],
  ])(
    'raises a MenuLoadError with notice id menuNotice when %s',
    async (_label, handler, message, code) => {
      const { client } = clientWith(handler);
      const error = await getMenu(client).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MenuLoadError);
      expect(error).toMatchObject({
        message,
        code,
        noticeId: MENU_NOTICE_ID,
        name: 'MenuLoadError',
      });
      expect(MENU_NOTICE_ID).toBe('menuNotice');
    },
  );

  it('applies the generic login-expired handling first, then reports a MenuLoadError', async () => {
    const onSessionExpired = vi.fn();
    const { client, tokenStore } = clientWith(
      () => envelope(null, { code: 200101, message: 'bad token', status: 401 }),
      {
        token: 't',
        onSessionExpired,
      },
    );
    await expect(getMenu(client)).rejects.toMatchObject({
      noticeId: 'menuNotice',
      message: 'bad token',
    });
    expect(onSessionExpired).toHaveBeenCalledOnce();
    expect(tokenStore.get()).toBeNull();
  });

  it('wraps a failure that is not an AppError', async () => {
    const client = {
      get: () => Promise.reject(new Error('broken parser')),
      tokenStore: createMemoryTokenStore(),
    };
    await expect(getMenu(client as unknown as ApiClient)).rejects.toMatchObject({
      message: 'broken parser',
      noticeId: 'menuNotice',
    });
    const odd = { get: () => Promise.reject('text') };
    await expect(getMenu(odd as unknown as ApiClient)).rejects.toMatchObject({ message: 'text' });
  });
});

describe('sendSms', () => {
  it('posts the username form-encoded and returns the result', async () => {
    const { client, calls } = clientWith(() =>
      envelope({ cooldownSeconds: 60, phone: '138****0001' }),
    );
    await expect(sendSms(client, { username: 'op 1' })).resolves.toEqual({
      cooldownSeconds: 60,
      phone: '138****0001',
    });
    expect([calls[0].method, calls[0].url.pathname, calls[0].body]).toEqual([
      'POST',
      '/qy-sla-admin-api/sms/send',
      'username=op+1',
    ]);
    expect(calls[0].headers.get('content-type')).toBe('application/x-www-form-urlencoded');
  });
});

describe('smsCooldownOf', () => {
  it('reads the wait of a refused send from the error data', async () => {
    const { client } = clientWith(() =>
      envelope(
        { cooldownSeconds: 42, periodSeconds: 3600, requestId: 'r1' },
        { code: 200203, message: 'wait', status: 429 },
      ),
    );
    const error = await sendSms(client, { username: 'op1' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: Code.SmsCooldown, status: 429 });
    expect(smsCooldownOf(error)).toEqual({ cooldownSeconds: 42, periodSeconds: 3600 });
  });

  it.each([
    ['a fraction', 1.5],
    ['zero', 0],
    ['a negative number', -3],
    ['a string', '42'],
    ['nothing', undefined],
  ])('leaves out a field sent as %s', async (_label, value) => {
    const { client } = clientWith(() =>
      envelope({ cooldownSeconds: value, periodSeconds: 60 }, { code: 200203, status: 429 }),
    );
    const error = await sendSms(client, { username: 'op1' }).catch((e: unknown) => e);
    expect(smsCooldownOf(error)).toEqual({ periodSeconds: 60 });
  });

  it('is undefined for any other error', async () => {
    const { client } = clientWith(() =>
      envelope({ cooldownSeconds: 42 }, { code: 200201, status: 400 }),
    );
    const error = await sendSms(client, { username: 'op1' }).catch((e: unknown) => e);
    expect(smsCooldownOf(error)).toBeUndefined();
    expect(smsCooldownOf(new Error('x'))).toBeUndefined();
    expect(smsCooldownOf({ code: Code.SmsCooldown, data: { cooldownSeconds: 1 } })).toBeUndefined();
  });
});
