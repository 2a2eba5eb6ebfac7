import { appendFile } from 'node:fs/promises';
import type { Logger } from '../logging/logger.ts';

export interface SmsMessage {
  username: string;
  phone: string;
  code: string;
  text: string;
}

/** Where SMS codes go. A real gateway plugs in behind this interface. */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

/**
 * The built-in provider: writes the message to the server log and, when configured, appends one
 * JSON line `{ username, phone, code, text, at }` to the outbox file so demos and tests can read it.
 */
export function createLogSmsProvider(options: {
  logger: Logger;
  outboxFile?: string;
  now?: () => Date;
}): SmsProvider {
  const now = options.now ?? (() => new Date());
  return {
    async send(message) {
      const at = now().toISOString();
      options.logger.info('sms sent', { sms: { ...message, at } });
      if (options.outboxFile) {
        await appendFile(options.outboxFile, JSON.stringify({ ...message, at }) + '\n', 'utf8');
      }
    },
  };
}

/** Keeps every message in memory (tests read the last code per user). */
export function createCapturingSmsProvider(): SmsProvider & {
  sent: (SmsMessage & { at: Date })[];
  lastCode(username: string): string | undefined;
} {
  const sent: (SmsMessage & { at: Date })[] = [];
  return {
    sent,
    async send(message) {
      sent.push({ ...message, at: new Date() });
    },
    lastCode(username) {
      return sent.filter((m) => m.username === username).at(-1)?.code;
    },
  };
}
