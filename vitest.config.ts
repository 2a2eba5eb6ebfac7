import { defineConfig } from 'vitest/config';

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
    include: ['tests/**/*.test.{ts,tsx}'],
  },
});
