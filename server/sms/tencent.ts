/**
 * Tencent Cloud SMS (SendSms, API version 2021-01-11) with the TC3-HMAC-SHA256 signature, as its
 * public API documentation specifies: a canonical request (method, URI "/", empty query, the
 * signed headers content-type, host and x-tc-action, the payload's SHA-256), the string to sign
 * `TC3-HMAC-SHA256\n<timestamp>\n<date>/sms/tc3_request\n<sha256 of the canonical request>`, and
 * the key derived as HMAC(HMAC(HMAC("TC3" + SecretKey, date), "sms"), "tc3_request").
 */
import { createHash, createHmac } from 'node:crypto';
import type { SmsProvider } from './provider.ts';
import { jsonOf, postToProvider, SmsDeliveryError } from './http.ts';

export interface TencentSmsConfig {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  templateId: string;
  region: string;
  /** Default https://sms.tencentcloudapi.com (tests point it at a local fake). */
  endpoint: string;
}

const SERVICE = 'sms';
const CONTENT_TYPE = 'application/json; charset=utf-8';
const sha256Hex = (s: string) => createHash('sha256').update(s).digest('hex');
const hmac = (key: string | Buffer, s: string) => createHmac('sha256', key).update(s).digest();

/** The Authorization header of one request. */
function tencentTc3Authorization(input: {
  secretId: string;
  secretKey: string;
  host: string;
  action: string;
  payload: string;
  timestamp: number;
}): string {
  const date = new Date(input.timestamp * 1000).toISOString().slice(0, 10);
  const signedHeaders = 'content-type;host;x-tc-action';
  const canonicalRequest = [
    'POST',
    '/',
    '',
    `content-type:${CONTENT_TYPE}\nhost:${input.host}\nx-tc-action:${input.action.toLowerCase()}\n`,
    signedHeaders,
    sha256Hex(input.payload),
  ].join('\n');
  const scope = `${date}/${SERVICE}/tc3_request`;
  const stringToSign = `TC3-HMAC-SHA256\n${input.timestamp}\n${scope}\n${sha256Hex(canonicalRequest)}`;
  const key = hmac(hmac(hmac(`TC3${input.secretKey}`, date), SERVICE), 'tc3_request');
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  return `TC3-HMAC-SHA256 Credential=${input.secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

/**
 * Mainland numbers go as +86…; any per-number status but "Ok" is a failure. The Host header is the
 * endpoint's host, which fetch sends itself.
 */
export function createTencentSmsProvider(
  config: TencentSmsConfig,
  now: () => Date = () => new Date(),
): SmsProvider {
  const url = new URL(config.endpoint);
  return {
    async send(message) {
      const action = 'SendSms';
      const payload = JSON.stringify({
        PhoneNumberSet: [message.phone.startsWith('+') ? message.phone : `+86${message.phone}`],
        SmsSdkAppId: config.sdkAppId,
        SignName: config.signName,
        TemplateId: config.templateId,
        TemplateParamSet: [message.code],
      });
      const timestamp = Math.floor(now().getTime() / 1000);
      const authorization = tencentTc3Authorization({
        secretId: config.secretId,
        secretKey: config.secretKey,
        host: url.host,
        action,
        payload,
        timestamp,
      });
      const res = await postToProvider('tencent', url.toString(), {
        method: 'POST',
        headers: {
          authorization,
          'content-type': CONTENT_TYPE,
          'x-tc-action': action,
          'x-tc-timestamp': String(timestamp),
          'x-tc-version': '2021-01-11',
          'x-tc-region': config.region,
        },
        body: payload,
      });
      const body = jsonOf('tencent', res) as {
        Response?: { Error?: { Code?: string }; SendStatusSet?: { Code?: string }[] };
      };
      const error = body.Response?.Error?.Code;
      const status = body.Response?.SendStatusSet?.[0]?.Code;
      if (res.status !== 200 || error || status !== 'Ok')
        throw new SmsDeliveryError(
          `tencent: HTTP ${res.status}, ${String(error ?? status ?? 'no status')}`.slice(0, 200),
        );
    },
  };
}
