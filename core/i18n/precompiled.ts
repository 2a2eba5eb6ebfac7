/**
 * ICU messages parsed ahead of time, keyed by their source text. Empty here: Node parses on first
 * use. The console's build (tools/build-web.ts) replaces this module with the parsed form of every
 * message that is more than plain text and `{name}` arguments, so the browser bundle leaves the
 * ICU parser out (`@formatjs/icu-messageformat-parser/no-parser`).
 */
export const precompiled: Record<string, unknown> = {};
