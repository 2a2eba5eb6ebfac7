/**
 * Build-time pinyin for the console (replaces web/lib/pinyin-keys.ts in the bundle): the reading
 * of every Chinese character the zh-CN messages use, and the whole-string keys of the messages
 * whose contextual reading differs from reading character by character (polyphones: 重置 is
 * chongzhi, not zhongzhi). At run time a title is looked up whole, else composed per character;
 * for every zh-CN message this gives exactly what pinyin-pro gives (a test checks it).
 */
import {
  HAN,
  keysFromUnits,
  pinyinKeys,
  readingOf,
  type PinyinKeys,
} from '../core/pinyin/index.ts';
import { zhCN } from '../core/i18n/messages/zh-CN/index.ts';

export interface PinyinTables {
  /** Characters and their readings, index for index. */
  chars: string[];
  readings: string[];
  /** Strings whose keys are not the per-character composition. */
  exceptions: Record<string, [string, string]>;
}

/** Splits a title into units the way pinyin-pro's `nonZh: 'consecutive'` does. */
function unitsOf(text: string, reading: (char: string) => string | undefined): string[] {
  const units: string[] = [];
  let run = '';
  for (const char of text) {
    if (HAN.test(char)) {
      if (run) units.push(run);
      run = '';
      units.push(reading(char) ?? char);
    } else run += char;
  }
  if (run) units.push(run);
  return units;
}

function composeKeys(text: string, tables: PinyinTables, map?: Map<string, string>): PinyinKeys {
  const readings = map ?? new Map(tables.chars.map((c, i) => [c, tables.readings[i]]));
  return keysFromUnits(unitsOf(text, (c) => readings.get(c)));
}

export function buildPinyinTables(strings: readonly string[] = Object.values(zhCN)): PinyinTables {
  const chars = [...new Set(strings.flatMap((s) => [...s].filter((c) => HAN.test(c))))].sort();
  const tables: PinyinTables = { chars, readings: chars.map(readingOf), exceptions: {} };
  const map = new Map(chars.map((c, i) => [c, tables.readings[i]]));
  for (const s of new Set(strings)) {
    if (!HAN.test(s)) continue;
    const exact = pinyinKeys(s);
    const composed = composeKeys(s, tables, map);
    if (exact.full !== composed.full || exact.initials !== composed.initials)
      tables.exceptions[s] = [exact.full, exact.initials];
  }
  return tables;
}

/** The browser module: same export as web/lib/pinyin-keys.ts, answered from the tables. */
export function pinyinModuleSource(tables: PinyinTables = buildPinyinTables()): string {
  return `
const HAN = ${String(HAN)};
const CHARS = ${JSON.stringify(tables.chars.join(''))};
const READINGS = ${JSON.stringify(tables.readings.join(' '))}.split(' ');
const EXCEPTIONS = ${JSON.stringify(tables.exceptions)};
const READING = new Map();
for (let i = 0; i < CHARS.length; i++) READING.set(CHARS[i], READINGS[i]);
const EMPTY = { full: '', initials: '' };
const cache = new Map();
// The same rules as core/pinyin's keysFromUnits and unitsOf above (a test compares the results).
function keysFromUnits(units) {
  return {
    full: units.join('').toLowerCase().replace(/\\s+/g, ''),
    initials: units.map((s) => (HAN.test(s) ? s : s.trim().charAt(0))).join('').toLowerCase(),
  };
}
function unitsOf(text) {
  const units = [];
  let run = '';
  for (const char of text) {
    if (HAN.test(char)) {
      if (run) units.push(run);
      run = '';
      units.push(READING.get(char) ?? char);
    } else run += char;
  }
  if (run) units.push(run);
  return units;
}
export function pinyinKeys(text) {
  let keys = cache.get(text);
  if (keys) return keys;
  const known = EXCEPTIONS[text];
  keys = !HAN.test(text)
    ? EMPTY
    : known
      ? { full: known[0], initials: known[1] }
      : keysFromUnits(unitsOf(text));
  if (cache.size > 50000) cache.clear();
  cache.set(text, keys);
  return keys;
}
`;
}
