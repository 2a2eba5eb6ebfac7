import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { runLoad, type ClientKind, type LoadOrder, type LoadReport } from './load-client.ts';

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
  /**
   * CPU ms per completed request of the bench process: the server (and PGlite, which runs in it),
   * and the load client too when it runs inline.
   */
  serverCpuMs: number;
  /** CPU ms per completed request of the load client's own process (0 when inline). */
  clientCpuMs: number;
}

/** What to load: one URL with its headers and how to read the answer (load-client.ts). */
export type LoadTarget = Pick<LoadOrder, 'url' | 'headers' | 'check'>;

export type ClientPlace = 'inline' | ClientKind;

/** The load client: in this process (then its CPU is counted with the server's) or a child process. */
export interface LoadClient {
  place: ClientPlace;
  run(order: Omit<LoadOrder, 'client'>): Promise<LoadReport>;
  close(): void;
}

/**
 * 'inline': undici's fetch on the server's own event loop; the CPU per request printed for the
 * server is then server and client together. 'fetch' | 'http': that client in a child process.
 */
export function startLoadClient(place: ClientPlace): LoadClient {
  if (place === 'inline') {
    return {
      place,
      run: async (order) => {
        const report = await runLoad({ ...order, client: 'fetch' });
        if (report.error) throw new Error(`load client: ${report.error}`);
        return { ...report, cpuMicros: 0 };
      },
      close: () => {},
    };
  }
  const child = fork(fileURLToPath(new URL('./load-client.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return {
    place,
    run: (order) =>
      new Promise((resolve, reject) => {
        const onExit = (code: number | null) =>
          reject(new Error(`load client exited (${code ?? 'signal'})`));
        child.once('exit', onExit);
        child.once('message', (message) => {
          child.off('exit', onExit);
          const report = message as LoadReport;
          if (report.error) reject(new Error(`load client: ${report.error}`));
          else resolve(report);
        });
        child.send({ ...order, client: place });
      }),
    close: () => child.disconnect(),
  };
}

function loadOf(samples: number[], seconds: number, cpu: { server: number; client: number }): Load {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  const per = (micros: number) => micros / 1000 / Math.max(1, samples.length);
  return {
    rps: samples.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
    serverCpuMs: per(cpu.server),
    clientCpuMs: per(cpu.client),
  };
}

/**
 * The subject and its floor under the same load, in `rounds` alternating slices of `seconds /
 * rounds` each, so a machine busy with other work weighs on both sides of the ratio alike.
 */
export async function loadPair(
  client: LoadClient,
  connections: number,
  seconds: number,
  rounds: number,
  subject: LoadTarget,
  floor: LoadTarget,
): Promise<{ subject: Load; floor: Load }> {
  const slice = seconds / rounds;
  const samples = { subject: [] as number[], floor: [] as number[] };
  const cpu = { subject: { server: 0, client: 0 }, floor: { server: 0, client: 0 } };
  const measure = async (side: 'subject' | 'floor', target: LoadTarget) => {
    const before = process.cpuUsage();
    const report = await client.run({ ...target, connections, seconds: slice });
    const used = process.cpuUsage(before);
    for (const sample of report.samples) samples[side].push(sample);
    cpu[side].server += used.user + used.system;
    cpu[side].client += report.cpuMicros;
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
