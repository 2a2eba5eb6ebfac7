import { defineConfig } from 'vitest/config';
import { PREACT_ALIASES } from './tools/preact-aliases.ts';

/**
 * Two projects: the console's unit tests (tests/web) resolve React's entry points to Preact as the
 * console's bundle does (tools/preact-aliases.ts), with the React-API packages they reach inlined
 * so those take the aliases too; every other test (core, server, the qy CLI on ink and React, the
 * browser tests against dist/) runs as before.
 */
const WEB_TESTS = 'tests/web/**/*.test.{ts,tsx}';

/** Exact specifiers only: `react` must not swallow `react-dom` or `react/jsx-runtime`. */
const preactAliases = Object.entries(PREACT_ALIASES).map(([from, to]) => ({
  find: new RegExp(`^${from.replace(/[/-]/g, '\\$&')}$`),
  replacement: to,
}));

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    coverage: {
      provider: 'v8',
      include: ['core/**/*.ts'],
      exclude: ['core/**/index.ts', 'core/types/**'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
    projects: [
      {
        extends: true,
        resolve: { alias: preactAliases },
        test: {
          name: 'web',
          include: [WEB_TESTS],
          server: { deps: { inline: ['wouter', 'valtio'] } },
        },
      },
      {
        extends: true,
        test: { name: 'node', include: ['tests/**/*.test.{ts,tsx}'], exclude: [WEB_TESTS] },
      },
    ],
  },
});
