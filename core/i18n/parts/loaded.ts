/**
 * The messages loaded so far per locale, filled in place (web/lib/i18n/messages.ts), never
 * replaced. In the built console core's locale catalogues are these objects (web/build.ts), so
 * createI18n reads what has been loaded. No imports: the catalogues read it while core loads.
 */
export const loadedMessages: Record<'en-US' | 'zh-CN', Record<string, string>> = {
  'en-US': {},
  'zh-CN': {},
};
