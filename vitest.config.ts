import { defineConfig } from 'vitest/config';

/** The component layer: React components rendered in happy-dom, no server and no browser. */
const COMPONENTS = 'tests/components/**/*.test.{ts,tsx}';

/**
 * How many test files run side by side: QY_TEST_WORKERS, else vitest's own default for a run
 * (cores - 1: a single worker on a 2-core machine, one file at a time). Most files spend their
 * time waiting on another process (a server child, Chromium, PostgreSQL), and every file is
 * isolated from the others (its own port, temp dir, PostgreSQL schema; one build per run), so
 * `QY_TEST_WORKERS=3 npm test` overlaps them. It is not the default yet: the one fresh-clone run
 * with three workers on a 2-core machine (2026-11-27) took 41 minutes (2,607 s of CPU) and failed a
 * check that passes alone: a keep-alive socket reused as the server closed it, under load
 * (docs/CONTRIBUTING.md; since issue 27 the server keeps idle connections 65 s and the tests'
 * fetch sends a GET again on such a socket).
 */
const WORKERS = Number(process.env.QY_TEST_WORKERS) || undefined;

export default defineConfig({
  test: {
    ...(WORKERS ? { maxWorkers: WORKERS } : {}),
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
          // The tests' fetch sends a GET again on a kept-alive connection closed under it.
          setupFiles: ['tests/support/fetch-retry.ts'],
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
