/**
 * Real SMS delivery (issue 10): each provider against a fake server on 127.0.0.1 that checks the
 * signature with its own implementation of the provider's documented algorithm (nothing here is
 * imported from the signers). No network beyond 127.0.0.1.
 */
import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAliyunSmsProvider } from '../../server/sms/aliyun.ts';
import { createTencentSmsProvider } from '../../server/sms/tencent.ts';
import { createWebhookSmsProvider } from '../../server/sms/webhook.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const message = {
  username: 'admin',
  phone: '13800000001',
  code: '482913',
  text: '验证码 482913',
};

const ALIYUN = { id: 'LTAI-test-id', secret: 'aliyun-test-secret' };
const TENCENT = { id: 'AKID-test-id', key: 'tencent-test-key' };
const WEBHOOK_SECRET = 'w'.repeat(40);

interface Received {
  provider: string;
  verified: boolean;
  phone?: string;
  code?: string;
}

const received: Received[] = [];
let server: Server;
let base: string;

// ----- the fakes' own verification, written from the providers' public documentation -----

/** Aliyun RPC v1: RFC 3986 encoding (space %20, * %2A, ~ kept), sorted, GET&%2F&…, HMAC-SHA1 with secret&. */
function aliyunVerify(url: URL): boolean {
  const enc = (s: string) =>
    encodeURIComponent(s)
      .replace(/\+/g, '%20')
      .replace(/\*/g, '%2A')
      .replace(/%7E/g, '~')
      .replace(/!/g, '%21')
      .replace(/'/g, '%27')
      .replace(/\(/g, '%28')
      .replace(/\)/g, '%29');
  const pairs = [...url.searchParams.entries()].filter(([k]) => k !== 'Signature');
  pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = pairs.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&');
  const expected = createHmac('sha1', `${ALIYUN.secret}&`)
    .update(`GET&%2F&${enc(query)}`)
    .digest('base64');
  const age = Date.now() - Date.parse(url.searchParams.get('Timestamp') ?? '');
  return (
    url.searchParams.get('Signature') === expected &&
    url.searchParams.get('AccessKeyId') === ALIYUN.id &&
    url.searchParams.get('SignatureMethod') === 'HMAC-SHA1' &&
    url.searchParams.get('SignatureVersion') === '1.0' &&
    Math.abs(age) < 15 * 60_000
  );
}

/** Tencent TC3-HMAC-SHA256 over the canonical request of the signed headers the header names. */
function tencentVerify(req: IncomingMessage, body: string): boolean {
  const auth = req.headers.authorization ?? '';
  const m =
    /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/sms\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!m) return false;
  const [, id, date, signedHeaders, signature] = m;
  const timestamp = Number(req.headers['x-tc-timestamp']);
  if (new Date(timestamp * 1000).toISOString().slice(0, 10) !== date) return false;
  if (Math.abs(Date.now() / 1000 - timestamp) > 300) return false;
  const names = signedHeaders.split(';');
  if (!names.includes('content-type') || !names.includes('host')) return false;
  const canonicalHeaders = names
    .map(
      (n) =>
        `${n}:${String(req.headers[n] ?? '')
          .trim()
          .toLowerCase()}\n`,
    )
    .join('');
  const hash = (s: string) => createHash('sha256').update(s).digest('hex');
  const canonical = `POST\n/\n\n${canonicalHeaders}\n${signedHeaders}\n${hash(body)}`;
  const toSign = `TC3-HMAC-SHA256\n${timestamp}\n${date}/sms/tc3_request\n${hash(canonical)}`;
  const h = (k: string | Buffer, s: string) => createHmac('sha256', k).update(s).digest();
  const key = h(h(h('TC3' + TENCENT.key, date), 'sms'), 'tc3_request');
  return (
    id === TENCENT.id &&
    req.headers['x-tc-version'] === '2021-01-11' &&
    createHmac('sha256', key).update(toSign).digest('hex') === signature
  );
}

function webhookVerify(req: IncomingMessage, body: string): boolean {
  const ts = String(req.headers['x-qy-timestamp'] ?? '');
  const expected =
    'sha256=' + createHmac('sha256', WEBHOOK_SECRET).update(`${ts}.${body}`).digest('hex');
  return (
    req.headers['x-qy-signature'] === expected && Math.abs(Date.now() / 1000 - Number(ts)) < 300
  );
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const reply = (status: number, json: unknown) => {
        // One request per connection: no pooled socket goes stale while the app under test starts.
        res.writeHead(status, { 'content-type': 'application/json', connection: 'close' });
        res.end(JSON.stringify(json));
      };
      if (url.pathname === '/aliyun/') {
        const verified = aliyunVerify(url);
        const param = JSON.parse(url.searchParams.get('TemplateParam') ?? '{}') as {
          code?: string;
        };
        received.push({
          provider: 'aliyun',
          verified,
          phone: url.searchParams.get('PhoneNumbers') ?? undefined,
          code: param.code,
        });
        return verified
          ? reply(200, { Code: 'OK', Message: 'OK', BizId: '1', RequestId: 'r1' })
          : reply(400, {
              Code: 'SignatureDoesNotMatch',
              Message: 'Specified signature is not matched',
            });
      }
      if (url.pathname === '/tencent/') {
        const verified = tencentVerify(req, body);
        const json = JSON.parse(body) as { PhoneNumberSet: string[]; TemplateParamSet: string[] };
        received.push({
          provider: 'tencent',
          verified,
          phone: json.PhoneNumberSet[0],
          code: json.TemplateParamSet[0],
        });
        return verified
          ? reply(200, { Response: { SendStatusSet: [{ Code: 'Ok' }], RequestId: 'r2' } })
          : reply(200, {
              Response: { Error: { Code: 'AuthFailure.SignatureFailure', Message: 'bad' } },
            });
      }
      if (url.pathname === '/hook') {
        const verified = webhookVerify(req, body);
        const json = JSON.parse(body) as { phone: string; code: string };
        received.push({ provider: 'webhook', verified, phone: json.phone, code: json.code });
        return verified ? reply(204, null) : reply(401, { error: 'bad signature' });
      }
      // A provider answering with a redirect to our own fake: a follower would deliver there.
      const redirected = /^\/redirect(\/.*)$/.exec(url.pathname);
      if (redirected) {
        res.writeHead(307, { location: `${redirected[1]}${url.search}`, connection: 'close' });
        return res.end();
      }
      reply(404, {});
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

const aliyun = (secret = ALIYUN.secret) =>
  createAliyunSmsProvider({
    accessKeyId: ALIYUN.id,
    accessKeySecret: secret,
    signName: '青云科技',
    templateCode: 'SMS_123456789',
    regionId: 'cn-hangzhou',
    endpoint: `${base}/aliyun`,
  });
const tencent = (key = TENCENT.key) =>
  createTencentSmsProvider({
    secretId: TENCENT.id,
    secretKey: key,
    sdkAppId: '1400000000',
    signName: '青云科技',
    templateId: '1234567',
    region: 'ap-guangzhou',
    endpoint: `${base}/tencent/`,
  });
const webhook = (secret = WEBHOOK_SECRET) =>
  createWebhookSmsProvider({ url: `${base}/hook`, secret });

describe('SMS providers sign their requests as documented', () => {
  it.each([
    ['aliyun', () => aliyun(), '13800000001'],
    ['tencent', () => tencent(), '+8613800000001'],
    ['webhook', () => webhook(), '13800000001'],
  ] as const)(
    '%s: the fake provider verifies the signature and gets the code',
    async (name, make, phone) => {
      const before = received.length;
      await make().send(message);
      expect(received.slice(before)).toEqual([
        { provider: name, verified: true, phone, code: '482913' },
      ]);
    },
  );

  it.each([
    ['aliyun', () => aliyun('wrong-secret'), /aliyun: HTTP 400, SignatureDoesNotMatch/],
    ['tencent', () => tencent('wrong-key'), /tencent: HTTP 200, AuthFailure\.SignatureFailure/],
    ['webhook', () => webhook('x'.repeat(40)), /webhook: HTTP 401/],
  ] as const)(
    '%s: a wrong key is refused by the fake and fails clearly, without the code',
    async (name, make, text) => {
      const before = received.length;
      const error = await make()
        .send(message)
        .then(
          () => null,
          (e: unknown) => e as Error,
        );
      expect(received.slice(before)).toMatchObject([{ provider: name, verified: false }]);
      expect(error?.name).toBe('SmsDeliveryError');
      expect(error?.message).toMatch(text);
      expect(error?.message).not.toContain(message.code);
    },
  );

  it.each([
    [
      'aliyun',
      () =>
        createAliyunSmsProvider({
          accessKeyId: ALIYUN.id,
          accessKeySecret: ALIYUN.secret,
          signName: '青云科技',
          templateCode: 'SMS_123456789',
          regionId: 'cn-hangzhou',
          endpoint: `${base}/redirect/aliyun`,
        }),
    ],
    [
      'tencent',
      () =>
        createTencentSmsProvider({
          secretId: TENCENT.id,
          secretKey: TENCENT.key,
          sdkAppId: '1400000000',
          signName: '青云科技',
          templateId: '1234567',
          region: 'ap-guangzhou',
          endpoint: `${base}/redirect/tencent/`,
        }),
    ],
    [
      'webhook',
      () => createWebhookSmsProvider({ url: `${base}/redirect/hook`, secret: WEBHOOK_SECRET }),
    ],
  ] as const)(
    '%s: a redirect is not followed, so the code goes nowhere else',
    async (name, make) => {
      const before = received.length;
      const error = await make()
        .send(message)
        .then(
          () => null,
          (e: unknown) => e as Error,
        );
      expect(received.slice(before)).toEqual([]);
      expect(error?.name).toBe('SmsDeliveryError');
      expect(error?.message).toBe(`${name}: HTTP 307, redirect not followed`);
    },
  );

  it('an unreachable provider fails within the timeout, naming only the provider', async () => {
    const closed = createServer();
    await new Promise<void>((ok) => closed.listen(0, '127.0.0.1', ok));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((ok) => closed.close(() => ok()));
    const error = await createWebhookSmsProvider({
      url: `http://127.0.0.1:${port}/x`,
      secret: WEBHOOK_SECRET,
    })
      .send(message)
      .then(
        () => null,
        (e: unknown) => e as Error,
      );
    expect(error?.message).toBe('webhook: request failed (TypeError)');
  });
});

describe('a failing provider behind /sms/send', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'users' });
  }, 120_000);
  afterAll(() => t?.close());

  it('still answers the sender and logs the failure once, with the phone masked and no code', async () => {
    t.sms.send = aliyun('wrong-secret').send;
    const res = await t.request('POST', '/sms/send', { form: { username: 'admin' } });
    expect(res.body.code).toBe(200000);
    await expect
      .poll(() => t.logger.lines.filter((l) => l.msg === 'sms delivery failed').length)
      .toBe(1);
    const line = t.logger.lines.find((l) => l.msg === 'sms delivery failed')!;
    const text = JSON.stringify(line);
    expect(text).toMatch(/SignatureDoesNotMatch/);
    expect(text).not.toMatch(/13800000001/);
    const sent = received.at(-1)!;
    expect(text).not.toContain(sent.code);
  });
});
