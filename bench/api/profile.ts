/**
 * BENCH_PROFILE=1 (bench/api/run.ts): after the measures, one more slice of the list under the same
 * load with V8's sampling profiler on (node:inspector, this process: server, PGlite and the inline
 * client together). The profile is written as a `.cpuprofile` (open it in Chrome DevTools or
 * speedscope) and summarised: self time by function and by package or project folder.
 */
import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

/** Runs `work` with the CPU profiler on; the profile it took. */
export async function profiled(work: () => Promise<unknown>): Promise<CpuProfile> {
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 100 });
    await session.post('Profiler.start');
    const stop = async () =>
      ((await session.post('Profiler.stop')) as { profile: CpuProfile }).profile;
    await work().catch(async (e: unknown) => {
      await stop();
      throw e;
    });
    return await stop();
  } finally {
    session.disconnect();
  }
}

/** Where a frame's code lives: a package, a project folder, Node's own code, or V8 (no url). */
function placeOf(url: string): string {
  if (!url) return '(native / V8)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return url;
  const own = /\/(server|core|bench|cli|web)\/(.*?)(?:\?.*)?$/.exec(url);
  return own ? `${own[1]}/${own[2]}` : url;
}

/** Self time per function and per place, the largest first, as text. */
export function summarise(profile: CpuProfile, requests: number, top = 40): string {
  const total = profile.endTime - profile.startTime;
  const hits = profile.nodes.reduce((n, node) => n + (node.hitCount ?? 0), 0) || 1;
  const perHit = total / hits;
  const byFunction = new Map<string, number>();
  const byPlace = new Map<string, number>();
  for (const node of profile.nodes) {
    const n = node.hitCount ?? 0;
    if (!n) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const place = placeOf(url);
    const fn = `${functionName || '(anonymous)'}  ${place}:${lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + n);
    byPlace.set(place, (byPlace.get(place) ?? 0) + n);
  }
  const lines = (m: Map<string, number>, count: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(
        ([k, n]) =>
          `    ${((100 * n) / hits).toFixed(1).padStart(5)} %  ` +
          `${((n * perHit) / 1000 / Math.max(1, requests)).toFixed(3)} ms/req  ${k}`,
      )
      .join('\n');
  return (
    `  profile: ${(total / 1e6).toFixed(1)} s, ${requests} requests\n` +
    `  self time by place:\n${lines(byPlace, 25)}\n` +
    `  self time by function:\n${lines(byFunction, top)}\n`
  );
}

/** Writes the profile beside the others of this run; its path. */
export function saveProfile(profile: CpuProfile, name: string): string {
  const path = join(process.env.BENCH_PROFILE_DIR ?? tmpdir(), `${name}.cpuprofile`);
  writeFileSync(path, JSON.stringify(profile));
  return path;
}
