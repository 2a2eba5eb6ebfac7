// The console's i18n entry (#core/i18n/catalogue): messages loaded by part. It reaches no full
// catalogue (#core/i18n does, for the server and the CLI), so a bundle of it splits per part.
export * from './load-catalogue.ts';
export * from '../locale.ts';
export type * from '../translator.ts';
export * from '../system-text.ts';
