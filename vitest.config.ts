import { globSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { TEST_NODE_FLAGS } from './tests/support/build.ts';
import LongestFirst from './tests/support/sequencer.ts';

/** The component layer: React components rendered in happy-dom, no server and no browser. */
const COMPONENTS = 'tests/components/**/*.test.{ts,tsx}';

/**
 * Core's own tests: pure rules, no server or browser. Only these run with coverage (`npm test` runs
 * this project with --coverage first, then the others without): the gate says core's tests cover
 * core, and V8's block coverage in every other worker cost the suite 91 s of CPU (7 %; issue 27).
 */
const CORE_TESTS = 'tests/core/**/*.test.ts';

const NODE_TESTS = 'tests/**/*.test.{ts,tsx}';
/**
 * The node files that replace a module (`vi.mock`): a module is mocked for the file that loads it
 * first, so these run each in a fresh process. Found by reading the files, so a new one needs no
 * entry here.
 */
const MOCKING = globSync(NODE_TESTS, { exclude: [COMPONENTS, CORE_TESTS] }).filter((file) =>
  /\bvi\.(do)?mock\(/.test(readFileSync(file, 'utf8')),
);

/**
 * How many test files run side by side: QY_TEST_WORKERS, else the machine's cores + 1 (three on a
 * 2-core machine). Most files spend their time waiting on another process (a server child,
 * Chromium, PostgreSQL), so one more file than cores keeps both busy; vitest's own default for a
 * run (cores - 1) ran one file at a time here. Every file is isolated from the others (its own
 * port, temp dir, PostgreSQL schema; one build per run; shared templates built once under a lock
 * file), and the server keeps idle connections 65 s while the tests' fetch sends a GET again on a
 * kept-alive socket closed under it (issue 27). With three, the whole suite passed at load
 * average 11 on 2 cores (2026-11-28, 1,086 s; docs/CONTRIBUTING.md has the idle timings).
 */
const WORKERS = Number(process.env.QY_TEST_WORKERS) || availableParallelism() + 1;

export default defineConfig({
  test: {
    maxWorkers: WORKERS,
    testTimeout: 30_000,
    // expect.poll waits for a condition, never for time: its default of 1 s broke a browser test
    // on a loaded CI run (a 'Confirm exit' dialog drawn after more than 1 s, guard.test.ts, stop
    // 32). A condition that holds returns at once; only a failing poll waits the 10 s.
    expect: { poll: { timeout: 10_000 } },
    // A hang guard: with files side by side on a shared 2-core machine, a file's set-up (a PGlite
    // template built for new sources, a server child's start) has taken over a minute.
    hookTimeout: 180_000,
    pool: 'forks',
    // The workers' V8 flags: PGlite's WebAssembly compiled by the baseline compiler only.
    execArgv: [...TEST_NODE_FLAGS],
    // The longest files first, from the cache or the recorded durations (tests/support/sequencer.ts).
    sequence: { sequencer: LongestFirst },
    coverage: {
      provider: 'v8',
      include: ['core/**/*.ts'],
      exclude: ['core/**/index.ts', 'core/types/**', 'tests/**'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
    projects: [
      {
        extends: true,
        // One worker's loaded modules for all of core's files, as in the node project below.
        test: { name: 'core', include: [CORE_TESTS], environment: 'node', isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'node',
          include: [NODE_TESTS],
          exclude: [COMPONENTS, CORE_TESTS, ...MOCKING],
          environment: 'node',
          // Files run one after another in a worker, sharing its loaded modules: the server, the
          // CLI and Playwright are imported once per worker, not once per file (that import was a
          // third of the suite's time: 232 s of 755). Every file sets up and closes its own
          // servers, databases and browsers, and restores what it stubs (issue 27).
          isolate: false,
          // Names the run, so the browser files check the production build once per run.
          globalSetup: ['tests/support/test-run.ts'],
          // The tests' fetch sends a GET again on a kept-alive connection closed under it.
          setupFiles: ['tests/support/fetch-retry.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node-mocking',
          include: MOCKING,
          environment: 'node',
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
