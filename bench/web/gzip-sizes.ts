import { gzipSync } from 'node:zlib';

export interface Asset {
  url: string;
  type: 'script' | 'stylesheet' | 'document';
  bytes: number;
  gzip: number;
}

/** Raw and gzip (level 9, as a production server would send) sizes of a response body. */
export function sizeOf(url: string, type: Asset['type'], body: Buffer): Asset {
  return { url, type, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length };
}

export function total(assets: readonly Asset[]): { bytes: number; gzip: number } {
  return assets.reduce((t, a) => ({ bytes: t.bytes + a.bytes, gzip: t.gzip + a.gzip }), {
    bytes: 0,
    gzip: 0,
  });
}

export const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const at = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[at];
}
