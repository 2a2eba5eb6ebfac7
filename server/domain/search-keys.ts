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
export function searchTermsFor(name: string, codes: readonly string[] = []): string[] {
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
