/**
 * The palette's pinyin keys, answered from web/lib/pinyin-table.ts (generated from the zh-CN
 * messages by tools/pinyin-table.ts): a message whose reading is contextual is looked up whole,
 * any other title is composed per character by core's rules (#core/pinyin/units). The same code
 * runs in Node tests and in the browser; pinyin-pro's dictionary never reaches the console. A
 * character no message uses stays itself: records bring their keys from the server.
 */
import { HAN, keysFromUnits, unitsOf, type PinyinKeys } from '#core/pinyin/units';
import { pinyinExceptions, pinyinReadings } from './pinyin-table.ts';

export type { PinyinKeys };

const READING = new Map<string, string>();
for (const line of pinyinReadings.split('\n')) {
  const space = line.indexOf(' ');
  if (space > 0) READING.set(line.slice(0, space), line.slice(space + 1));
}
const EMPTY: PinyinKeys = { full: '', initials: '' };
const cache = new Map<string, PinyinKeys>();
const readingOf = (char: string) => READING.get(char);

/** Full pinyin and initials of a title, memoised; empty keys without Chinese. */
export function pinyinKeys(text: string): PinyinKeys {
  const cached = cache.get(text);
  if (cached) return cached;
  let keys = EMPTY;
  if (HAN.test(text)) {
    const known = Object.hasOwn(pinyinExceptions, text) ? pinyinExceptions[text] : undefined;
    keys = known ? { full: known[0], initials: known[1] } : keysFromUnits(unitsOf(text, readingOf));
  }
  if (cache.size > 50_000) cache.clear();
  cache.set(text, keys);
  return keys;
}
