import { createServer } from 'node:http';
import { IntlMessageFormat } from 'intl-messageformat';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMessage } from '#core/i18n';
import { configFilePath, createConfigStore } from '../../cli/config.ts';
import { cliCatalogs, createTranslate } from '../../cli/text.ts';
import { fakeApi } from './support/fake-api.ts';
import { createFakeCli, type FakeCli } from './support/fake-env.ts';
import { freePort } from './support/server-process.ts';

let cli: FakeCli | undefined;
afterEach(() => cli?.cleanup());

describe('messages are formatted with their values', () => {
  it('fills the status of a proxy 502 in both languages (exit 5)', async () => {
    const api = fakeApi({
      'GET /sys/user/info': () => new Response('<html>Bad Gateway</html>', { status: 502 }),
    });
    cli = await createFakeCli(api.fetch, { QY_TOKEN: 'T'.repeat(43) });
    const en = await cli.run(['whoami']);
    expect(en.code).toBe(5);
    expect(en.stderr).toBe('qy: Request failed with status code 502\n');
    const zh = await cli.run(['whoami', '--lang', 'zh-CN']);
    expect(zh.stderr).toBe('qy: 请求失败，状态码 502\n');
  });

  it('says how long the SMS cooldown lasts', async () => {
    const api = fakeApi({
      'POST /sms/send': () => ({ status: 429, code: 200203, data: { cooldownSeconds: 42 } }),
    });
    cli = await createFakeCli(api.fetch);
    const { code, stderr } = await cli.run(['login', '-u', 'admin', '--send-code']);
    expect(code).toBe(1);
    expect(stderr).toBe('qy: A code was sent recently; wait 42 seconds before sending another\n');
  });

  it('formats every plural as intl-messageformat does, without building an ICU number formatter', () => {
    const cases: [string, string, Record<string, string | number>][] = [];
    for (const [locale, messages] of Object.entries(cliCatalogs)) {
      const plurals = Object.values(messages).filter((m) => m.includes('plural'));
      if (locale === 'en-US') expect(plurals.length).toBeGreaterThan(3);
      for (const template of plurals) {
        for (const count of [0, 1, 2, 5, 21, 1000, 1234567, -3, -1234]) {
          const values = {
            count,
            ...{ action: 'approve', ids: '1, 2', duration: '3s' },
            ...{ time: '12:00:00', changes: count, seconds: count, cooldown: count },
            ...{ gross: '¥1.00', share: '¥0.10', fee: '¥0.01', net: '¥0.09' },
          };
          cases.push([template, locale, values]);
        }
      }
    }
    // The library's own formatting (its IntlMessageFormat, Intl's number formatter) as reference.
    const reference = cases.map(([template, locale, values]) =>
      String(new IntlMessageFormat(template, locale).format(values)),
    );
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const ours = cases.map(([template, locale, values]) => formatMessage(template, locale, values));
    expect(numberFormat).not.toHaveBeenCalled();
    numberFormat.mockRestore();
    expect(ours).toEqual(reference);
    for (const text of ours) expect(text).not.toContain('plural');
    // Anything but a plain integer goes to Intl's own number formatter.
    expect(formatMessage('{n, plural, one {# a} other {# b}}', 'en-US', { n: 1234.5 })).toBe(
      '1,234.5 b',
    );
    expect(formatMessage('{n, number, percent}', 'zh-CN', { n: 0.25 })).toBe('25%');
  });

  it('uses plural forms', () => {
    const t = createTranslate('en-US');
    expect(t('cli.logs.summary', { count: 1, duration: '3s' })).toBe('printed 1 entry in 3s');
    expect(t('cli.logs.summary', { count: 2, duration: '3s' })).toBe('printed 2 entries in 3s');
    expect(createTranslate('zh-CN')('cli.logs.summary', { count: 1, duration: '3s' })).toBe(
      '共输出 1 条日志，历时 3s',
    );
  });
});

describe('network errors keep their cause', () => {
  const token = { QY_TOKEN: 'T'.repeat(43) };

  it('says the connection was refused', async () => {
    const port = await freePort();
    cli = await createFakeCli(undefined, { ...token, QY_SERVER: `http://127.0.0.1:${port}` });
    const { code, stderr } = await cli.run(['whoami']);
    expect(code).toBe(5);
    expect(stderr).toBe(
      `qy: Network Error: connection refused by 127.0.0.1:${port}; is the server at http://127.0.0.1:${port} running? (set it with --server or QY_SERVER)\n`,
    );
  });

  it('logout with the server down forgets the local credential and says the server session lives on', async () => {
    const port = await freePort();
    const server = `http://127.0.0.1:${port}`;
    cli = await createFakeCli(undefined, { QY_SERVER: server });
    const store = createConfigStore(configFilePath(cli.env, cli.home));
    await store.write({ default: server, hosts: { [server]: { token: 't'.repeat(43) } } });
    const { code, stderr } = await cli.run(['logout']);
    expect(code).toBe(5);
    expect(stderr).toContain(
      `forgot the local credential for ${server}, but the server could not be reached: the session on the server is still valid until it expires`,
    );
    expect(stderr).toContain(`connection refused by 127.0.0.1:${port}`);
    expect((await store.read()).hosts).toEqual({});
  });

  it('says the host name was not found', async () => {
    cli = await createFakeCli(undefined, { ...token, QY_SERVER: 'http://no-such-host.invalid' });
    const { code, stderr } = await cli.run(['whoami']);
    expect(code).toBe(5);
    expect(stderr).toMatch(/^qy: Network Error: host no-such-host\.invalid not found \(DNS\);/);
  });

  it('says TLS failed when https:// points at a plain http port', async () => {
    const plain = createServer((_req, res) => res.end('plain'));
    await new Promise<void>((r) => plain.listen(0, '127.0.0.1', r));
    const { port } = plain.address() as { port: number };
    try {
      cli = await createFakeCli(undefined, { ...token, QY_SERVER: `https://127.0.0.1:${port}` });
      const { code, stderr } = await cli.run(['whoami', '--lang', 'zh-CN']);
      expect(code).toBe(5);
      expect(stderr).toContain(`与 127.0.0.1:${port} 的 TLS 握手失败`);
    } finally {
      await new Promise((r) => plain.close(r));
    }
  });
});
