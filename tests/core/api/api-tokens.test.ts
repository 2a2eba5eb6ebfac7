import { describe, expect, it } from 'vitest';
import {
  createApiToken,
  isApiToken,
  listApiTokens,
  listUserApiTokens,
  revokeApiToken,
  revokeUserApiToken,
} from '#core/api';
import { Code } from '#core/errors';
import { API, clientWith, envelope, sent } from './fake-fetch.ts';

describe('API tokens', () => {
  it('creates a token with the body as given and returns its secret once', async () => {
    const created = { id: 4, name: 'ci', scope: 'read-only', token: 'qyat_secret' };
    const { client, calls } = clientWith(() => envelope(created));
    const input = { name: 'ci', scope: 'read-only' as const, expiresInDays: 30, password: 'Pw1' };
    await expect(createApiToken(client, input)).resolves.toEqual(created);
    expect(sent(calls[0])).toEqual(['POST', `${API}/sys/user/api-tokens`, JSON.stringify(input)]);
    expect(isApiToken(created.token)).toBe(true);
    expect(isApiToken('Bearer qyat_secret')).toBe(false);
  });

  it("lists and revokes the caller's tokens", async () => {
    const { client, calls } = clientWith(() => envelope([{ id: 4 }]));
    await expect(listApiTokens(client)).resolves.toEqual([{ id: 4 }]);
    await revokeApiToken(client, 4);
    expect(calls.map(sent)).toEqual([
      ['GET', `${API}/sys/user/api-tokens`, ''],
      ['POST', `${API}/sys/user/api-tokens/4/revoke`, ''],
    ]);
  });

  it("lists and revokes another user's tokens (admin)", async () => {
    const { client, calls } = clientWith(() => envelope([]));
    await listUserApiTokens(client, 12);
    await revokeUserApiToken(client, 2, 9);
    expect(calls.map(sent)).toEqual([
      ['GET', `${API}/users/12/api-tokens`, ''],
      ['POST', `${API}/users/2/api-tokens/9/revoke`, ''],
    ]);
  });

  it('reports a refused create with its catalogue code', async () => {
    const { client } = clientWith(() =>
      envelope(
        { fields: { password: 'wrong' } },
        { code: 400100, message: 'invalid', status: 400 },
      ),
    );
    await expect(
      createApiToken(client, { name: 'x', scope: 'read-write', expiresInDays: 90 }),
    ).rejects.toMatchObject({ code: Code.ValidationFailed, fields: { password: 'wrong' } });
  });
});
