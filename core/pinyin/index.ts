/**
 * Full pinyin and pinyin initials of a title, the keys the console's palette ranks Chinese titles
 * by (web/lib/palette-rank.ts). The server attaches them to search hits (records); the console's
 * bundle never ships this module or pinyin-pro: its static titles get the same keys from the
 * generated web/lib/pinyin-table.ts (tools/pinyin-table.ts), composed by core/pinyin/units.
 */
import { pinyin } from 'pinyin-pro';
import { HAN, keysFromUnits, type PinyinKeys } from '#core/pinyin/units';

export { HAN, keysFromUnits, unitsOf, type PinyinKeys } from '#core/pinyin/units';

const EMPTY: PinyinKeys = { full: '', initials: '' };
const cache = new Map<string, PinyinKeys>();

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
