/**
 * `qy login` on a terminal when the server refuses a new code (200203, a send within its
 * SMS_COOLDOWN_SECONDS): it asks for the code already sent while that is still valid, and says so
 * with the server's own cooldown, not a fixed 60 s (issue 27).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../support/fake-api.ts';
import { createFakeCli, type FakeCli } from '../support/fake-env.ts';
import { user } from '../support/fixtures.ts';

let cli: FakeCli | undefined;
afterEach(() => cli?.cleanup());

/** A server whose /sms/send refuses with `data`; the sign-in takes Admin123 and 123456. */
function refusingApi(data: Record<string, number>) {
  const calls: string[] = [];
  const api = fakeApi({
    'POST /sms/send': () => {
      calls.push('send');
      return { status: 429, code: 200203, data };
    },
    'POST /sys/user/loginByCode': async (_url, req) => {
      const form = Object.fromEntries(new URLSearchParams(await req.text()));
      calls.push(`sign-in ${form.code}`);
      return form.password === 'Admin123' && form.code === '123456'
        ? { data: { token: 'tok-new' } }
        : { status: 401, code: 200200 };
    },
    'GET /sys/user/info': () => ({ data: { code: 1, info: 'ok', data: user() } }),
  });
  return { api, calls };
}

const answers: [string, string][] = [
  ['Password', 'Admin123\r'],
  ['SMS code: ', '123456\n'],
];

describe('qy login within the server’s SMS cooldown', () => {
  it('asks for the code sent, saying how recent it is by the configured cooldown', async () => {
    // SMS_COOLDOWN_SECONDS=15, 10 s left: the code went out less than 6 s ago.
    const { api, calls } = refusingApi({ cooldownSeconds: 10, periodSeconds: 15 });
    cli = await createFakeCli(api.fetch);
    const { code, stderr } = await cli.run(['login', '-u', 'admin'], { tty: true, answers });
    expect(stderr).toContain(
      'A code was sent less than 6 seconds ago (the server sends one per 15 seconds) and stays valid for 5 minutes: enter that one\n',
    );
    expect(stderr).not.toContain('60');
    expect(code).toBe(0);
    expect(calls).toEqual(['send', 'sign-in 123456']);
  });

  it('says it in Chinese too', async () => {
    const { api } = refusingApi({ cooldownSeconds: 100, periodSeconds: 120 });
    cli = await createFakeCli(api.fetch, { LANG: 'zh_CN.UTF-8' });
    const { code, stderr } = await cli.run(['login', '-u', 'admin'], {
      tty: true,
      answers: [
        ['密码', 'Admin123\r'],
        ['短信验证码：', '123456\n'],
      ],
    });
    expect(stderr).toContain(
      '21 秒内已发送过验证码（服务器每 120 秒只发送一次），5 分钟内有效：请输入该验证码\n',
    );
    expect(code).toBe(0);
  });

  it('with a cooldown longer than a code lives, does not ask for a code that has expired', async () => {
    // SMS_COOLDOWN_SECONDS=3600, 3000 s left: the code went out 600 s ago and expired at 300 s.
    const { api, calls } = refusingApi({ cooldownSeconds: 3000, periodSeconds: 3600 });
    cli = await createFakeCli(api.fetch);
    const { code, stderr } = await cli.run(['login', '-u', 'admin'], {
      tty: true,
      answers: answers.slice(0, 1),
    });
    expect(stderr).toContain(
      'The code sent earlier has expired (codes last 5 minutes; the server sends one per 3,600 seconds)\n',
    );
    expect(stderr).toContain('wait 3,000 seconds before sending another');
    expect(stderr).not.toContain('SMS code: ');
    expect(code).toBe(1);
    expect(calls).toEqual(['send']);
  });

  it('within 5 minutes of the send, asks for the code under that long cooldown', async () => {
    const { api, calls } = refusingApi({ cooldownSeconds: 3400, periodSeconds: 3600 });
    cli = await createFakeCli(api.fetch);
    const { code, stderr } = await cli.run(['login', '-u', 'admin'], { tty: true, answers });
    expect(stderr).toContain('A code was sent less than 201 seconds ago');
    expect(code).toBe(0);
    expect(calls).toEqual(['send', 'sign-in 123456']);
  });

  it('from a server that does not say its cooldown, assumes the default 60 s', async () => {
    const { api } = refusingApi({ cooldownSeconds: 42 });
    cli = await createFakeCli(api.fetch);
    const { code, stderr } = await cli.run(['login', '-u', 'admin'], { tty: true, answers });
    expect(stderr).toContain(
      'A code was sent less than 19 seconds ago (the server sends one per 60 seconds)',
    );
    expect(code).toBe(0);
  });
});
