/**
 * The palette's own ranking (cmdk runs with shouldFilter={false}: its scorer lags past ~2,000 items
 * and knows no pinyin). Each entry is indexed once (lower-cased title and keywords, word starts,
 * full pinyin and pinyin initials of Chinese text, memoised per string); a keystroke then only scans
 * the prepared strings and keeps the best `limit` hits.
 */
import { pinyinKeys, type PinyinKeys } from './pinyin-keys.ts';

/** Han characters: a keyword with them also matches by its pinyin. */
const HAN = /[\u3400-\u9fff]/;
export { pinyinKeys, type PinyinKeys } from './pinyin-keys.ts';

export interface RankInput {
  id: string;
  title: string;
  keywords?: readonly string[];
  /** Added to the score, so e.g. the current page's actions beat navigation on ties. */
  boost?: number;
  /** Pinyin keys of the title when the source knows them (records: the server sends them). */
  pinyin?: PinyinKeys;
}

export interface IndexedEntry<T extends RankInput> {
  item: T;
  /** Lower-cased title + keywords, joined by \u0001 so substrings never span two fields. */
  text: string;
  title: string;
  /** Start offsets of words in `text`. */
  wordStarts: number[];
  /** Full pinyin of the Chinese parts, syllables joined ('baozhengjin'). */
  pinyinFull: string;
  /** Pinyin initials ('bzj'). */
  pinyinInitials: string;
  /** Full pinyin and initials of the Chinese keywords ('主题' → 'zhuti', 'zt'). */
  keywordPinyin: string[];
  /**
   * Which letters and digits occur anywhere a token can match (text, pinyin): a token holding one
   * that is not here cannot match, so most entries are skipped with one AND (see charMask).
   */
  mask: number;
}

/**
 * A 32-bit set of the ASCII letters (bits 0–25) and digits (bits 26–31, two digits per bit for
 * 6–9) in a lower-cased string; other characters add nothing. If token ⊄ entry, no match kind
 * (substring, prefix, pinyin, subsequence) can succeed.
 */
export function charMask(text: string): number {
  let mask = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 97 && c <= 122) mask |= 1 << (c - 97);
    else if (c >= 48 && c <= 57) mask |= 1 << (26 + ((c - 48) % 6));
  }
  return mask;
}

function wordStartsOf(text: string): number[] {
  const starts: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const prev = i === 0 ? 32 : text.charCodeAt(i - 1);
    const isWordChar = (x: number) => (x >= 48 && x <= 57) || (x >= 97 && x <= 122) || x > 0x2e7f;
    // A Chinese character is a word of its own; Latin words start after a separator.
    if ((isWordChar(c) && !isWordChar(prev)) || c > 0x2e7f) starts.push(i);
  }
  return starts;
}

function indexEntry<T extends RankInput>(item: T): IndexedEntry<T> {
  const title = item.title.toLowerCase();
  const text = [title, ...(item.keywords ?? []).map((k) => k.toLowerCase())].join('\u0001');
  const py = item.pinyin ?? pinyinKeys(item.title);
  const keywordPinyin = (item.keywords ?? [])
    .filter((k) => HAN.test(k))
    .flatMap((k) => {
      const kp = pinyinKeys(k);
      return [kp.initials, kp.full];
    });
  return {
    item,
    text,
    title,
    wordStarts: wordStartsOf(text),
    pinyinFull: py.full,
    pinyinInitials: py.initials,
    keywordPinyin,
    mask:
      charMask(text) | charMask(py.full) | charMask(py.initials) | charMask(keywordPinyin.join('')),
  };
}

export function indexEntries<T extends RankInput>(items: readonly T[]): IndexedEntry<T>[] {
  return items.map(indexEntry);
}

/** Score of one query token against one entry; 0 means no match. */
function scoreToken(entry: IndexedEntry<RankInput>, token: string): number {
  const { text, title } = entry;
  if (title === token) return 1000;
  if (title.startsWith(token)) return 900 - Math.min(title.length - token.length, 50);
  const at = text.indexOf(token);
  if (at >= 0) {
    if (entry.wordStarts.includes(at)) return 800 - Math.min(at, 50);
    // Another occurrence may sit on a word start.
    for (const s of entry.wordStarts) {
      if (s > at && text.startsWith(token, s)) return 780 - Math.min(s, 50);
    }
    return (at < title.length ? 600 : 450) - Math.min(at, 50);
  }
  if (entry.pinyinInitials) {
    if (entry.pinyinInitials.startsWith(token)) return 760;
    if (entry.pinyinFull.startsWith(token)) return 740;
  }
  // A Chinese keyword's pinyin from its start ('zt' → 主题) beats a match inside the title.
  if (entry.keywordPinyin.some((k) => k.startsWith(token))) return 720;
  if (entry.pinyinInitials) {
    const ini = entry.pinyinInitials.indexOf(token);
    if (ini >= 0) return 640 - Math.min(ini, 30);
    const full = entry.pinyinFull.indexOf(token);
    if (full >= 0) return 560 - Math.min(full, 30);
  }
  // Last resort: the letters in order inside the title ("bzjl" in "bzj-list"), only for 2+ chars.
  if (token.length >= 2 && isSubsequence(token, title)) return 120;
  return 0;
}

function isSubsequence(needle: string, hay: string): boolean {
  let j = 0;
  for (let i = 0; i < hay.length && j < needle.length; i++) if (hay[i] === needle[j]) j++;
  return j === needle.length;
}

function tokenize(query: string): string[] {
  return query.trim().toLowerCase().split(/\s+/).filter(Boolean);
}

export interface RankedHit<T> {
  item: T;
  score: number;
}

/**
 * The best `limit` entries for a query, best first (ties keep input order). Every token must match;
 * an empty query keeps the input order.
 */
export function rank<T extends RankInput>(
  entries: readonly IndexedEntry<T>[],
  query: string,
  limit = 50,
): RankedHit<T>[] {
  return rankWithTotal(entries, query, limit).hits;
}

/**
 * The entries that matched recent queries, per entry list. Every match kind is monotone in the
 * token (a token that matches still matches with a character removed from its end) and a query
 * that extends another only adds characters or tokens, so a query extending a cached one scans
 * only that one's matches: typing narrows the scan keystroke by keystroke.
 */
const MATCH_CACHE = new WeakMap<readonly unknown[], { query: string; matched: Uint32Array }[]>();
const MATCH_CACHE_SIZE = 8;

/** The smallest cached match list whose query the given one extends (null: scan everything). */
function candidatesFor(entries: readonly unknown[], query: string): Uint32Array | null {
  let best: Uint32Array | null = null;
  for (const c of MATCH_CACHE.get(entries) ?? []) {
    if (query.startsWith(c.query) && (!best || c.matched.length < best.length)) best = c.matched;
  }
  return best;
}

function remember(entries: readonly unknown[], query: string, matched: Uint32Array): void {
  const list = MATCH_CACHE.get(entries) ?? [];
  const rest = list.filter((c) => c.query !== query);
  rest.unshift({ query, matched });
  MATCH_CACHE.set(entries, rest.slice(0, MATCH_CACHE_SIZE));
}

/**
 * Answers to one-character queries ranked ahead of the keystroke (rankAhead), per entry list: the
 * first character of a query is the keystroke that scans every entry; the next ones narrow from
 * its matches.
 */
const AHEAD = new WeakMap<
  readonly unknown[],
  Map<string, { limit: number; hits: RankedHit<never>[]; total: number; matched: Uint32Array }>
>();

/** The characters rankAhead prepares: what a query most often starts with. */
export const AHEAD_CHARACTERS = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Ranks a one-character query now and keeps the answer for its keystroke. */
export function rankAhead<T extends RankInput>(
  entries: readonly IndexedEntry<T>[],
  character: string,
  limit: number,
): void {
  const kept = AHEAD.get(entries) ?? new Map();
  AHEAD.set(entries, kept);
  if (kept.get(character)?.limit === limit) return;
  const { hits, total, matched } = scan(entries, [character], limit);
  kept.set(character, { limit, hits: hits as RankedHit<never>[], total, matched });
}

/** Like rank, and also how many entries matched in all (for "n more"). */
export function rankWithTotal<T extends RankInput>(
  entries: readonly IndexedEntry<T>[],
  query: string,
  limit = 50,
): { hits: RankedHit<T>[]; total: number } {
  const tokens = tokenize(query);
  if (tokens.length === 0) {
    const hits = entries.slice(0, limit).map((e) => ({ item: e.item, score: e.item.boost ?? 0 }));
    return { hits, total: entries.length };
  }
  const normalized = tokens.join(' ');
  const ahead = AHEAD.get(entries)?.get(normalized);
  if (ahead && ahead.limit === limit) {
    remember(entries, normalized, ahead.matched);
    return { hits: ahead.hits as RankedHit<T>[], total: ahead.total };
  }
  const { hits, total, matched } = scan(entries, tokens, limit);
  remember(entries, normalized, matched);
  return { hits, total };
}

/** One pass over the entries (or over a cached query's matches that this one extends). */
function scan<T extends RankInput>(
  entries: readonly IndexedEntry<T>[],
  tokens: string[],
  limit: number,
): { hits: RankedHit<T>[]; total: number; matched: Uint32Array } {
  const normalized = tokens.join(' ');
  const masks = tokens.map(charMask);
  const candidates = candidatesFor(entries, normalized);
  const count = candidates ? candidates.length : entries.length;
  const matched = new Uint32Array(count);
  let total = 0;
  // A bounded, sorted buffer of the best hits keeps each keystroke O(n · tokens) at 20k entries.
  const best: { score: number; order: number; entry: IndexedEntry<T> }[] = [];
  for (let c = 0; c < count; c++) {
    const i = candidates ? candidates[c] : c;
    const entry = entries[i];
    let score = 0;
    for (let k = 0; k < tokens.length; k++) {
      const s = (masks[k] & ~entry.mask) === 0 ? scoreToken(entry, tokens[k]) : 0;
      if (s === 0) {
        score = 0;
        break;
      }
      score += s;
    }
    if (score === 0) continue;
    matched[total++] = i;
    score += entry.item.boost ?? 0;
    if (best.length === limit && score <= best[best.length - 1].score) continue;
    let pos = best.length;
    while (pos > 0 && best[pos - 1].score < score) pos--;
    best.splice(pos, 0, { score, order: i, entry });
    if (best.length > limit) best.pop();
  }
  return {
    hits: best.map((b) => ({ item: b.entry.item, score: b.score })),
    total,
    matched: matched.slice(0, total),
  };
}

/** Business numbers an operator may type: deposit accounts, merchants, settlements. */
export type RecordNumberKind = 'deposit' | 'merchant' | 'settlement';

/** Recognises a typed record number (BZJ…, M…, ST…) so the palette can offer 'Open …' at once. */
export function detectRecordNumber(query: string): { kind: RecordNumberKind; key: string } | null {
  const q = query.trim().toUpperCase();
  if (/^BZJ[0-9-]{6,}$/.test(q)) return { kind: 'deposit', key: q };
  if (/^ST[0-9-]{6,}$/.test(q)) return { kind: 'settlement', key: q };
  if (/^M[0-9-]{6,}$/.test(q)) return { kind: 'merchant', key: q };
  return null;
}

/**
 * Whether a query looks like (part of) a business number, so record hits rank before commands:
 * a typed number (BZJ…, ST…, M…) or four or more digits ('000123', the tail of a number).
 */
export function looksLikeRecordNumber(query: string): boolean {
  const q = query.trim();
  return detectRecordNumber(q) !== null || /^(bzj|st|m)?\d{4,}$/i.test(q);
}
