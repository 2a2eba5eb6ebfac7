/**
 * The console's messages in parts, per locale: `boot` is what it shows before sign-in (login,
 * errors, validation, dates, the shell's loading and not-found texts), `rest` every other area but
 * the CLI's. A part module re-exports its areas; each loads as its own chunk
 * (web/lib/i18n/messages.ts), so /login carries one locale's boot part only. Together the two parts
 * of a locale hold every non-CLI key.
 */
import type { Locale } from '../locale.ts';
import { mergeAreas } from './merge.ts';

export type MessagePart = 'boot' | 'rest';
export type MessagesModule = { messages: Record<string, string> };

const merged = (areas: Record<string, Record<string, string>>): MessagesModule => ({
  messages: mergeAreas(areas),
});

export const MESSAGE_PARTS: Record<Locale, Record<MessagePart, () => Promise<MessagesModule>>> = {
  'en-US': {
    boot: () => import('./en-US-boot.ts').then(merged),
    rest: () => import('./en-US-rest.ts').then(merged),
  },
  'zh-CN': {
    boot: () => import('./zh-CN-boot.ts').then(merged),
    rest: () => import('./zh-CN-rest.ts').then(merged),
  },
};
