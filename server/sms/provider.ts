import { appendFileSync } from 'node:fs';
import { maskPhone } from '../domain/masking.ts';
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
 * The built-in provider for trying out (SMS_PROVIDER=log): writes the code to the server log with the
 * phone masked and, when configured, appends one JSON line `{ username, phone, code, text, at }` to
 * the outbox file so demos and tests can read it. The file is written before `send` returns its
 * promise, so it holds the code by the time /sms/send answers.
 */
export function createLogSmsProvider(options: {
  logger: Logger;
  outboxFile?: string;
  now?: () => Date;
}): SmsProvider {
  const now = options.now ?? (() => new Date());
  return {
    send(message) {
      const at = now().toISOString();
      if (options.outboxFile) {
        appendFileSync(options.outboxFile, JSON.stringify({ ...message, at }) + '\n', 'utf8');
      }
      options.logger.info('sms sent', {
        sms: {
          username: message.username,
          phone: maskPhone(message.phone),
          code: message.code,
          at,
        },
      });
      return Promise.resolve();
    },
  };
}

/** A provider failure as log text: its message only (never the request, which holds the code). */
export function describeSmsFailure(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`.slice(0, 300);
  return 'unknown error';
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
