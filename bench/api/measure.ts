/** Latency samples → p50/p95 in milliseconds. */
export function percentiles(samples: number[]): { p50: number; p95: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
  return { p50: at(0.5), p95: at(0.95) };
}

/** Times `runs` sequential calls after a short warm-up. */
export async function timeCalls(
  runs: number,
  call: (i: number) => Promise<void>,
): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 3; i++) await call(i);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await call(i);
    samples.push(performance.now() - started);
  }
  return percentiles(samples);
}

export interface Load {
  /** Completed requests per second. */
  rps: number;
  p50: number;
  p99: number;
  /** CPU milliseconds this process spent per completed request (server and client together). */
  cpuMs: number;
}

/** `connections` loops hitting `call` for `seconds`; the latency of every completed call. */
async function loadSamples(
  connections: number,
  seconds: number,
  call: () => Promise<void>,
): Promise<number[]> {
  const samples: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        await call();
        samples.push(performance.now() - started);
      }
    }),
  );
  return samples;
}

function loadOf(samples: number[], seconds: number, cpuMicros: number): Load {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  return {
    rps: samples.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
    cpuMs: cpuMicros / 1000 / Math.max(1, samples.length),
  };
}

/**
 * The subject and its floor under the same load, in `rounds` alternating slices of `seconds /
 * rounds` each, so a machine busy with other work weighs on both sides of the ratio alike.
 */
export async function loadPair(
  connections: number,
  seconds: number,
  rounds: number,
  subject: () => Promise<void>,
  floor: () => Promise<void>,
): Promise<{ subject: Load; floor: Load }> {
  const slice = seconds / rounds;
  const samples = { subject: [] as number[], floor: [] as number[] };
  const cpu = { subject: 0, floor: 0 };
  const measure = async (side: 'subject' | 'floor', call: () => Promise<void>) => {
    const before = process.cpuUsage();
    samples[side].push(...(await loadSamples(connections, slice, call)));
    const used = process.cpuUsage(before);
    cpu[side] += used.user + used.system;
  };
  for (let i = 0; i < rounds; i++) {
    await measure('subject', subject);
    await measure('floor', floor);
  }
  return {
    subject: loadOf(samples.subject, seconds, cpu.subject),
    floor: loadOf(samples.floor, seconds, cpu.floor),
  };
}

export const fmt = (n: number, digits = 1) => n.toFixed(digits).padStart(8);
