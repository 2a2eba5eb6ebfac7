/**
 * `npm run test:durations`: writes ./file-durations.json, each test file's duration (ms, rounded
 * to 100) from vitest's cache of this checkout's last runs, so a clone with no cache still starts
 * the longest files first (./sequencer.ts). Run it after a whole `npm test`.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../..');
const CACHE = join(ROOT, 'node_modules/.vite/vitest');
const OUT = join(import.meta.dirname, 'file-durations.json');

interface Results {
  results: [string, { duration: number; failed: boolean }][];
}

const durations = new Map<string, number>();
for (const dir of readdirSync(CACHE)) {
  const { results } = JSON.parse(readFileSync(join(CACHE, dir, 'results.json'), 'utf8')) as Results;
  for (const [file, { duration }] of results) {
    // `project:path`; a file since deleted or moved stays in the cache.
    if (!existsSync(join(ROOT, file.slice(file.indexOf(':') + 1)))) continue;
    durations.set(file, Math.max(100, Math.round(duration / 100) * 100));
  }
}
if (durations.size === 0) throw new Error(`no test durations in ${CACHE}: run npm test first`);
const sorted = Object.fromEntries([...durations].sort(([a], [b]) => (a < b ? -1 : 1)));
writeFileSync(OUT, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`wrote ${durations.size} files' durations to ${OUT}`);
