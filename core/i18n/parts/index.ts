/**
 * Each locale's messages in parts: `boot` is what the console shows before sign-in (login, errors,
 * validation, dates, the shell's loading and not-found texts), `rest` every other area of the
 * console, `cli` the `qy` CLI's areas (never loaded by the console). A part module re-exports its
 * areas; in the console each loads as its own chunk (loadCatalogue, ../catalogue/), so /login
 * carries one locale's boot part only. Together the parts of a locale hold every key.
 */
import type { Locale } from '../locale.ts';
import { mergeAreas } from './merge.ts';

export type MessagePart = 'boot' | 'rest' | 'cli';
export type MessagesModule = { messages: Record<string, string> };

const merged = (areas: Record<string, Record<string, string>>): MessagesModule => ({
  messages: mergeAreas(areas),
});

export const MESSAGE_PARTS: Record<Locale, Record<MessagePart, () => Promise<MessagesModule>>> = {
  'en-US': {
    boot: () => import('./en-US-boot.ts').then(merged),
    rest: () => import('./en-US-rest.ts').then(merged),
    cli: () => import('./en-US-cli.ts').then(merged),
  },
  'zh-CN': {
    boot: () => import('./zh-CN-boot.ts').then(merged),
    rest: () => import('./zh-CN-rest.ts').then(merged),
    cli: () => import('./zh-CN-cli.ts').then(merged),
  },
};
