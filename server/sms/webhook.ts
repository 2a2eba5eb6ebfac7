/**
 * A generic webhook: POSTs `{ username, phone, code, text, at }` as JSON to SMS_WEBHOOK_URL, signed
 * with HMAC-SHA256 keyed by SMS_WEBHOOK_SECRET over `<timestamp>.<body>`:
 * `X-QY-Timestamp: <unix seconds>` and `X-QY-Signature: sha256=<hex>`. The receiver recomputes the
 * signature and refuses old timestamps (replays). Any answer but 2xx is a failure.
 */
import { createHmac } from 'node:crypto';
import type { SmsProvider } from './provider.ts';
import { postToProvider, SmsDeliveryError } from './http.ts';

export interface WebhookSmsConfig {
  url: string;
  secret: string;
}

function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export function createWebhookSmsProvider(
  config: WebhookSmsConfig,
  now: () => Date = () => new Date(),
): SmsProvider {
  return {
    async send(message) {
      const at = now();
      const timestamp = Math.floor(at.getTime() / 1000);
      const body = JSON.stringify({ ...message, at: at.toISOString() });
      const res = await postToProvider('webhook', config.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-qy-timestamp': String(timestamp),
          'x-qy-signature': webhookSignature(config.secret, timestamp, body),
        },
        body,
      });
      if (res.status < 200 || res.status > 299)
        throw new SmsDeliveryError(`webhook: HTTP ${res.status}`);
    },
  };
}
