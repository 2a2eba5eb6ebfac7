/**
 * The bench's door into the real palette, compiled into bench builds only (./bench-entries.ts):
 * with `?qyBench=1` in the URL (or localStorage 'qy-palette-bench' = '1'),
 * window.__qyPaletteBench.inject(n) adds n synthetic commands (half of them Chinese) so
 * `npm run bench:web` can time keystrokes at 20,000 entries.
 */
import { useEffect, useState } from 'react';
import type { PaletteEntry } from './palette-entries.ts';

declare global {
  interface Window {
    __qyPaletteBench?: { inject(count: number): void; clear(): void };
  }
}

const WORDS_ZH = [
  '保证金',
  '账户',
  '结算',
  '商户',
  '机构',
  '审核',
  '退款',
  '冻结',
  '分润',
  '报表',
  '平安',
  '渠道',
  '代理商',
  '分公司',
];
const WORDS_EN = [
  'deposit',
  'account',
  'settlement',
  'merchant',
  'institution',
  'review',
  'refund',
  'freeze',
  'share',
  'report',
];

function syntheticEntries(count: number): PaletteEntry[] {
  const out: PaletteEntry[] = [];
  for (let i = 0; i < count; i++) {
    const zh = i % 2 === 0;
    const a = zh ? WORDS_ZH[i % WORDS_ZH.length] : WORDS_EN[i % WORDS_EN.length];
    const b = zh ? WORDS_ZH[(i * 7) % WORDS_ZH.length] : WORDS_EN[(i * 7) % WORDS_EN.length];
    out.push({
      id: `bench:${i}`,
      title: zh ? `${a}${b}记录 ${i}` : `${a} ${b} record ${i}`,
      group: 'records',
      icon: 'file',
      keywords: [`BZJ${String(20260101000000 + i)}`],
      run: () => undefined,
    });
  }
  return out;
}

function benchEnabled(): boolean {
  try {
    return (
      new URLSearchParams(window.location.search).has('qyBench') ||
      window.localStorage.getItem('qy-palette-bench') === '1'
    );
  } catch {
    return false;
  }
}

export function usePaletteBenchEntries(): PaletteEntry[] {
  const [entries, setEntries] = useState<PaletteEntry[]>([]);
  useEffect(() => {
    if (!benchEnabled()) return;
    window.__qyPaletteBench = {
      inject: (count) => setEntries(syntheticEntries(count)),
      clear: () => setEntries([]),
    };
    return () => {
      delete window.__qyPaletteBench;
    };
  }, []);
  return entries;
}
