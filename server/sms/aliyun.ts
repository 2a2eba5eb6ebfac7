/**
 * Alibaba Cloud SMS (dysmsapi SendSms, API version 2017-05-25) with the RPC signature, version 1.0
 * (HMAC-SHA1), as its public API documentation specifies: every parameter percent-encoded (RFC 3986,
 * space as %20), sorted by name, joined as a query; the string to sign is
 * `GET&%2F&<encoded query>`; the key is `<AccessKeySecret>&`; the signature is its base64.
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { SmsProvider } from './provider.ts';
import { jsonOf, postToProvider, SmsDeliveryError } from './http.ts';

export interface AliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  /** Default https://dysmsapi.aliyuncs.com (tests point it at a local fake). */
  endpoint: string;
  regionId: string;
}

/** RFC 3986 percent-encoding as the RPC signature wants it (also ! ' ( ) *). */
function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The canonical query of a parameter set: encoded, sorted by name, joined with & and =. */
function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .sort()
    .map((k) => `${percentEncode(k)}=${percentEncode(params[k])}`)
    .join('&');
}

/** The RPC v1 signature of a GET request's parameters. */
function aliyunRpcSignature(params: Record<string, string>, secret: string): string {
  const stringToSign = `GET&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`;
  return createHmac('sha1', `${secret}&`).update(stringToSign).digest('base64');
}

/** Sends the code as the template's `code` parameter; any answer but Code "OK" is a failure. */
export function createAliyunSmsProvider(
  config: AliyunSmsConfig,
  now: () => Date = () => new Date(),
): SmsProvider {
  return {
    async send(message) {
      const params: Record<string, string> = {
        AccessKeyId: config.accessKeyId,
        Action: 'SendSms',
        Format: 'JSON',
        PhoneNumbers: message.phone,
        RegionId: config.regionId,
        SignName: config.signName,
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: randomUUID(),
        SignatureVersion: '1.0',
        TemplateCode: config.templateCode,
        TemplateParam: JSON.stringify({ code: message.code }),
        Timestamp: now()
          .toISOString()
          .replace(/\.\d{3}Z$/, 'Z'),
        Version: '2017-05-25',
      };
      const signature = aliyunRpcSignature(params, config.accessKeySecret);
      const url = `${config.endpoint.replace(/\/$/, '')}/?Signature=${percentEncode(signature)}&${canonicalQuery(params)}`;
      const res = await postToProvider('aliyun', url, { method: 'GET' });
      const body = jsonOf('aliyun', res) as { Code?: unknown; Message?: unknown };
      if (res.status !== 200 || body.Code !== 'OK')
        throw new SmsDeliveryError(
          `aliyun: HTTP ${res.status}, ${String(body.Code)}: ${String(body.Message ?? '')}`.slice(
            0,
            200,
          ),
        );
    },
  };
}
