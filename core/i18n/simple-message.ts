/** Plain `{name}` arguments only: filled without parsing (most messages, and all of --help). */
const SIMPLE = /^[^{}]*(?:\{\w+\}[^{}]*)*$/;

/**
 * Whether formatMessage fills `template` itself, without an ICU AST; the others are parsed ahead
 * of time into core/i18n/precompiled.ts (tools/precompile-messages.ts). Apart from
 * format-message.ts so that the generator does not load the module it writes.
 */
export function isSimpleMessage(template: string): boolean {
  return SIMPLE.test(template);
}
