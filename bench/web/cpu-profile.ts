/**
 * The sampled-CPU-profile bookkeeping the web profilers share (cpu-profile-login.ts,
 * cpu-profile-palette.ts): a Chromium `Profiler.stop` profile's samples summed as self time by a
 * group (script or source file) and by function, and the top of each printed per run.
 */
export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

export interface Profile {
  nodes: { id: number; callFrame: CallFrame }[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time in ms by group and by function, over every profile added. */
export interface SelfTimes {
  byGroup: Map<string, number>;
  byFn: Map<string, number>;
}

export const selfTimes = (): SelfTimes => ({ byGroup: new Map(), byFn: new Map() });

/**
 * Adds a profile's samples to `into`: `place` names where a sample's frame is (function and line);
 * its group is `groupOf(place)`. A sample's time is the delta to the next sample.
 */
export async function addSamples(
  into: SelfTimes,
  profile: Profile,
  place: (frame: CallFrame) => string | Promise<string>,
  groupOf: (frame: CallFrame, place: string) => string,
): Promise<void> {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  for (let i = 0; i < profile.samples.length; i++) {
    const frame = nodes.get(profile.samples[i])!.callFrame;
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const where = await place(frame);
    const group = groupOf(frame, where);
    into.byGroup.set(group, (into.byGroup.get(group) ?? 0) + ms);
    into.byFn.set(where, (into.byFn.get(where) ?? 0) + ms);
  }
}

/** The `n` largest entries of `times`, per run, one line each. */
export function printTop(times: Map<string, number>, n: number, runs: number): void {
  for (const [key, ms] of [...times].sort((a, b) => b[1] - a[1]).slice(0, n))
    console.log(`${(ms / runs).toFixed(1).padStart(8)} ms  ${key}`);
}
