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

/** `connections` loops hitting `call` until `seconds` pass; returns completed requests per second. */
export async function throughput(
  connections: number,
  seconds: number,
  call: () => Promise<void>,
): Promise<number> {
  const deadline = performance.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        await call();
        done++;
      }
    }),
  );
  return done / seconds;
}

export const fmt = (n: number, digits = 1) => n.toFixed(digits).padStart(8);
