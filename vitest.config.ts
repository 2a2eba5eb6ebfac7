import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** The component layer: React components rendered in happy-dom, no server and no browser. */
const COMPONENTS = 'tests/components/**/*.test.{ts,tsx}';

/**
 * Test files run side by side, one more than the cores. vitest's own default in a run is cores - 1,
 * which is a single worker on a 2-core machine: the whole suite in one process, one file at a time,
 * while most files spend their time waiting on another process (a server child, Chromium,
 * PostgreSQL). Every file is isolated from the others (its own port, temp dir, PostgreSQL schema;
 * one build per run), so they can overlap. QY_TEST_WORKERS overrides it (e.g. 1 to bisect a flake).
 */
const WORKERS = Number(process.env.QY_TEST_WORKERS) || availableParallelism() + 1;

export default defineConfig({
  test: {
    maxWorkers: WORKERS,
    testTimeout: 30_000,
    // A hang guard: with files side by side on a shared 2-core machine, a file's set-up (a PGlite
    // template built for new sources, a server child's start) has taken over a minute.
    hookTimeout: 180_000,
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
