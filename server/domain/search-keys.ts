import { sql, type SQL } from 'drizzle-orm';
import { pinyin } from 'pinyin-pro';

const MAX_SUFFIXES = 24;

function syllables(text: string): string[] {
  return pinyin(text, { toneType: 'none', type: 'array' })
    .map((s) => s.toLowerCase().trim())
    .filter(Boolean);
}

function initials(text: string): string[] {
  return pinyin(text, { pattern: 'first', toneType: 'none', type: 'array' })
    .map((s) => s.toLowerCase().trim())
    .filter(Boolean);
}

/** Full pinyin and initials of a name, lower-cased without tones: '星辰' → 'xingchen xc'. */
export function pinyinOf(name: string): string {
  return `${syllables(name).join('')} ${initials(name).join('')}`;
}

/** Every suffix of a sequence of units joined, so a prefix match on a suffix is a substring match. */
function suffixes(units: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < units.length && i < MAX_SUFFIXES; i++) out.push(units.slice(i).join(''));
  return out;
}

/**
 * The lower-cased search terms of a named record: suffixes of the name (substring search), of its
 * full pinyin at syllable boundaries and of its initials, plus exact codes (numbers, credit codes).
 */
function searchTermsFor(name: string, codes: readonly string[] = []): string[] {
  const lower = name.toLowerCase().replace(/\s+/g, '');
  const terms = new Set<string>([
    ...suffixes([...lower]),
    ...suffixes(syllables(name)),
    ...suffixes(initials(name)),
    ...codes.map((c) => c.toLowerCase()).filter(Boolean),
  ]);
  return [...terms].filter((t) => t.length > 0);
}

/** Escapes LIKE wildcards so user input only ever matches literally. */
export function likePrefix(q: string): string {
  return `${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Six or more digits: the last digits of a record number (issue 9: open a record by its tail). */
export const NUMBER_TAIL = /^\d{6,}$/;

/**
 * A record number matching what was typed: by its start (`ST2026…`, upper-cased), or, for six or
 * more bare digits, by its end — a prefix of the reversed number, which the `…_no_reverse_idx`
 * expression indexes serve.
 */
export function numberMatch(column: SQL | { getSQL(): SQL }, q: string): SQL {
  const typed = q.trim();
  if (NUMBER_TAIL.test(typed)) {
    const reversed = [...typed].reverse().join('');
    return sql`reverse(${column}) like ${`${reversed}%`}`;
  }
  return sql`${column} like ${likePrefix(typed).toUpperCase()}`;
}

export interface SearchRecord {
  kind: 'merchant' | 'institution' | 'user' | 'org' | 'provider';
  key: string;
  title: string;
  subtitle: string;
  /** The name whose substrings and pinyin are searchable. */
  name: string;
  codes: readonly string[];
}

/** The search_terms rows of a record. */
export function searchRowsOf(
  rec: SearchRecord,
): { kind: string; key: string; term: string; title: string; subtitle: string }[] {
  return searchTermsFor(rec.name, rec.codes).map((term) => ({
    kind: rec.kind,
    key: rec.key,
    term,
    title: rec.title,
    subtitle: rec.subtitle,
  }));
}
