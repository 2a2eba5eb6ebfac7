/** A session token for a demo account, signed in through the API as the console does (SMS code). */
import type { TestServer } from '../../tests/e2e/support/server.ts';

export async function apiToken(
  server: TestServer,
  username: string,
  password: string,
): Promise<string> {
  const form = (body: Record<string, string>) => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body).toString(),
  });
  const after = Date.now() - 1000;
  await fetch(`${server.api}/sms/send`, form({ username }));
  const code = await server.smsCode(username, after);
  const res = await fetch(`${server.api}/sys/user/loginByCode`, form({ username, password, code }));
  const body = (await res.json()) as { code: number; data: { token: string } };
  if (body.code !== 200000) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.data.token;
}
