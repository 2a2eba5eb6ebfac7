/**
 * Full pinyin and pinyin initials of a title, the keys the console's palette ranks Chinese titles
 * by (web/lib/palette-rank.ts). The server attaches them to search hits (records); the console's
 * bundle never ships this module or pinyin-pro: its static titles get the same keys from tables
 * made at build time (tools/pinyin-table.ts).
 */
import { pinyin } from 'pinyin-pro';

export interface PinyinKeys {
  /** Syllables joined, lower case, no tones ('baozhengjin'); '' without Chinese. */
  full: string;
  /** Initials ('bzj'); '' without Chinese. */
  initials: string;
}

export const HAN = /[\u3400-\u9fff]/;
const EMPTY: PinyinKeys = { full: '', initials: '' };
const cache = new Map<string, PinyinKeys>();

/**
 * Keys from a title's units: a syllable per Chinese character (the character itself when it has
 * no reading), a run of other characters as one unit. Shared with the build's tables.
 */
export function keysFromUnits(units: readonly string[]): PinyinKeys {
  return {
    full: units.join('').toLowerCase().replace(/\s+/g, ''),
    initials: units
      .map((s) => (HAN.test(s) ? s : s.trim().charAt(0)))
      .join('')
      .toLowerCase(),
  };
}

/** Full pinyin and initials of a string, memoised (pinyin-pro costs ~12 µs per short title). */
export function pinyinKeys(text: string): PinyinKeys {
  const cached = cache.get(text);
  if (cached) return cached;
  const result = HAN.test(text)
    ? keysFromUnits(pinyin(text, { toneType: 'none', type: 'array', nonZh: 'consecutive' }))
    : EMPTY;
  if (cache.size > 50_000) cache.clear();
  cache.set(text, result);
  return result;
}

/** The reading of one character alone (what the build's per-character table holds). */
export function readingOf(char: string): string {
  return pinyin(char, { toneType: 'none', type: 'array' })[0]?.toLowerCase() ?? char;
}
