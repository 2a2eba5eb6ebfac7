import { describe, expect, it } from 'vitest';
import { changeMyPassword, endMySession, listMySessions, sendMyReauthCode } from '#core/api';
import { Code } from '#core/errors';
import { API, clientWith, envelope } from './fake-fetch.ts';

describe("the signed-in user's security calls", () => {
  it('changes the password with the body as given and returns how many sessions ended', async () => {
    const { client, calls } = clientWith(() => envelope({ otherSessionsEnded: 2 }));
    const input = {
      currentPassword: 'Old1pw',
      newPassword: 'New1pw!',
      confirmPassword: 'New1pw!',
      currentPhoneCode: '123456',
    };
    await expect(changeMyPassword(client, input)).resolves.toEqual({ otherSessionsEnded: 2 });
    expect([calls[0].method, calls[0].url.pathname, JSON.parse(calls[0].body)]).toEqual([
      'POST',
      `${API}/user/password`,
      input,
    ]);
  });

  it('reports a wrong current password with its fields', async () => {
    const { client } = clientWith(() =>
      envelope(
        { fields: { currentPassword: 'validation.password.current' } },
        { code: 400100, message: 'invalid', status: 400 },
      ),
    );
    await expect(
      changeMyPassword(client, { currentPassword: 'x', newPassword: 'y', confirmPassword: 'y' }),
    ).rejects.toMatchObject({
      code: Code.ValidationFailed,
      fields: { currentPassword: 'validation.password.current' },
    });
  });

  it('lists the sessions and ends one by id', async () => {
    const session = {
      id: 4,
      ip: '::1',
      userAgent: 'qy',
      createdAt: '2026-03-01T00:00:00Z',
      lastSeenAt: '2026-03-01T00:00:00Z',
      current: false,
    };
    const { client, calls } = clientWith((request) =>
      envelope(request.method === 'GET' ? [session] : null),
    );
    await expect(listMySessions(client)).resolves.toEqual([session]);
    await expect(endMySession(client, 4)).resolves.toBeNull();
    expect(calls.map((c) => [c.method, c.url.pathname, c.body])).toEqual([
      ['GET', `${API}/user/sessions`, ''],
      ['DELETE', `${API}/user/sessions/4`, ''],
    ]);
  });

  it('asks for a re-authentication code with no body and returns the cooldown', async () => {
    const { client, calls } = clientWith(() =>
      envelope({ cooldownSeconds: 60, phone: '138****0000' }),
    );
    await expect(sendMyReauthCode(client)).resolves.toEqual({
      cooldownSeconds: 60,
      phone: '138****0000',
    });
    expect([calls[0].method, calls[0].url.pathname, calls[0].body]).toEqual([
      'POST',
      `${API}/user/reauth/code`,
      '',
    ]);
  });
});
