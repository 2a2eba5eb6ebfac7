import type { Logger } from '../logging/logger.ts';
import { createAliyunSmsProvider, type AliyunSmsConfig } from './aliyun.ts';
import { createLogSmsProvider, type SmsProvider } from './provider.ts';
import { createTencentSmsProvider, type TencentSmsConfig } from './tencent.ts';
import { createWebhookSmsProvider, type WebhookSmsConfig } from './webhook.ts';

/** SMS_PROVIDER and its settings (server/env.ts reads them). */
export type SmsConfig =
  | { provider: 'log' }
  | ({ provider: 'aliyun' } & AliyunSmsConfig)
  | ({ provider: 'tencent' } & TencentSmsConfig)
  | ({ provider: 'webhook' } & WebhookSmsConfig);

/** The provider the configuration names; the log provider writes the outbox file when one is set. */
export function createSmsProvider(
  config: SmsConfig,
  options: { logger: Logger; outboxFile?: string },
): SmsProvider {
  switch (config.provider) {
    case 'log':
      return createLogSmsProvider(options);
    case 'aliyun':
      return createAliyunSmsProvider(config);
    case 'tencent':
      return createTencentSmsProvider(config);
    case 'webhook':
      return createWebhookSmsProvider(config);
  }
}

/** What the start banner says about SMS (never a key). */
export function describeSmsConfig(config: SmsConfig): string {
  return config.provider === 'log'
    ? 'log (codes are written to the server log and the outbox file, for trying out only)'
    : config.provider;
}
