/**
 * The order test files start in (vitest.config.ts `sequence.sequencer`): the longest first, so the
 * three workers do not end on one long browser file while the others stand idle.
 *
 * vitest orders by the durations it cached on this checkout's earlier runs, and, with none (a
 * fresh clone, CI), by file size: the axe files are among the smallest and the longest (80 s), so
 * they started near the end and a fresh clone's run took 606-639 s where a checkout with a cache
 * took 541 s. Here a file without a cached duration takes the one recorded in
 * ./file-durations.json (`npm run test:durations` rewrites it from this checkout's cache); a file
 * in neither (a new one) starts first, as in vitest. Projects keep vitest's grouping, with the
 * isolated ones (components, node-mocking: short) before the shared-worker one (node).
 */
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import recorded from './file-durations.json' with { type: 'json' };

const RECORDED: Readonly<Record<string, number>> = recorded;

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { cache, config } = this.ctx;
    const key = (spec: TestSpecification) =>
      `${spec.project.name}:${relative(config.root, spec.moduleId)}`;
    const known = (spec: TestSpecification) => {
      const cached = cache.getFileTestResults(key(spec));
      return {
        failed: cached?.failed ?? false,
        duration: cached?.duration ?? RECORDED[key(spec)] ?? Number.POSITIVE_INFINITY,
      };
    };
    return [...files].sort((a, b) => {
      const group = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
      if (group !== 0) return group;
      if (a.project.name !== b.project.name) {
        const isolated = Number(b.project.config.isolate) - Number(a.project.config.isolate);
        return isolated !== 0 ? isolated : a.project.name < b.project.name ? -1 : 1;
      }
      const [ka, kb] = [known(a), known(b)];
      if (ka.failed !== kb.failed) return ka.failed ? -1 : 1;
      if (ka.duration === kb.duration) return 0;
      return kb.duration > ka.duration ? 1 : -1;
    });
  }
}
