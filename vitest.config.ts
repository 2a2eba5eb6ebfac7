import { defineConfig } from 'vitest/config';

/** The component layer: React components rendered in happy-dom, no server and no browser. */
const COMPONENTS = 'tests/components/**/*.test.{ts,tsx}';

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
        test: {
          name: 'node',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: [COMPONENTS],
          environment: 'node',
          // Names the run, so the browser files check the production build once per run.
          globalSetup: ['tests/support/test-run.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: [COMPONENTS],
          environment: 'happy-dom',
          setupFiles: ['tests/components/support/setup.ts'],
        },
      },
    ],
  },
});
