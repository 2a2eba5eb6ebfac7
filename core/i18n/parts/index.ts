/**
 * The console's messages in parts, per locale: `boot` is what it shows before sign-in (login,
 * errors, validation, dates, the shell's loading and not-found texts), `rest` every other area but
 * the CLI's. Each loads as its own chunk (web/lib/i18n/messages.ts), so /login carries one
 * locale's boot part only. Together the two parts of a locale hold every non-CLI key.
 */
import type { Locale } from '../locale.ts';

export type MessagePart = 'boot' | 'rest';
export type MessagesModule = { messages: Record<string, string> };

export const MESSAGE_PARTS: Record<Locale, Record<MessagePart, () => Promise<MessagesModule>>> = {
  'en-US': { boot: () => import('./en-US-boot.ts'), rest: () => import('./en-US-rest.ts') },
  'zh-CN': { boot: () => import('./zh-CN-boot.ts'), rest: () => import('./zh-CN-rest.ts') },
};
