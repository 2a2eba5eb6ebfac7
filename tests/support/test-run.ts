/**
 * vitest's globalSetup: names this run (QY_TEST_RUN, inherited by every worker), so the browser
 * files check the production build once per run rather than once per file (tests/e2e/support/
 * build.ts leaves a stamp under dist/ for the run), and removes the stamp when the run ends.
 */
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { buildStamp } from './build.ts';

export function setup(): () => Promise<void> {
  const run = randomUUID();
  process.env.QY_TEST_RUN = run;
  return () => rm(buildStamp(run), { force: true });
}
