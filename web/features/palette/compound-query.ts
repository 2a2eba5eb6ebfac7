/**
 * The compound palette query (docs/PALETTE.md): parts separated by spaces, each read as a status, a
 * month or relative date, a sort word, one of the list's actions, or — left to the server — an
 * organisation or institution. Where a part fits two kinds the list's own filters win: status, then
 * date, then sort, then action; only a part none of them reads goes to the server. Pure: the palette
 * supplies the list's vocabulary and applies the result.
 */
import { parseDayRange, type DayRange } from '#core/dates';
import { isFormOf } from './query-words.ts';

/** How one typed part was read. */
export type PartReading =
  | { kind: 'status'; text: string; value: string; label: string }
  | { kind: 'date'; text: string; range: DayRange }
  | { kind: 'sort'; text: string; value: string; label: string }
  | { kind: 'action'; text: string; id: string; label: string }
  | { kind: 'unknown'; text: string };

/** A word of the list's vocabulary: what it means and the forms it may be typed in. */
interface VocabWord {
  /** The status value, the sort (`field` / `-field`) or the command id. */
  value: string;
  label: string;
  forms: readonly string[];
}

export interface Vocabulary {
  statuses: readonly VocabWord[];
  /** Whether the list filters by day (`from` / `to`). */
  dates: boolean;
  sorts: readonly VocabWord[];
  actions: readonly VocabWord[];
  /** Today in the business time zone (YYYY-MM-DD), for relative dates. */
  today: string;
}

/** Month and relative-date words core's parser does not read: pinyin of 月, 上月, 本月. */
const DATE_ALIASES: Record<string, string> = {
  sy: '上月',
  shangyue: '上月',
  by: '本月',
  benyue: '本月',
};

/** Rewrites a pinyin date word into what core's date parser reads ('10y' → '10月'). */
export function normalizeDateWord(part: string): string {
  const p = part.trim().toLowerCase();
  const month = /^(\d{1,2})y(?:ue)?$/.exec(p);
  if (month) return `${month[1]}月`;
  return DATE_ALIASES[p] ?? part.trim();
}

/** The day range a part (or two parts, 'last month') names, if any. */
function readDate(text: string, today: string): DayRange | null {
  const parsed = parseDayRange(normalizeDateWord(text), today);
  return parsed.ok ? parsed.range : null;
}

function readOne(text: string, vocab: Vocabulary): PartReading {
  const status = vocab.statuses.find((w) => isFormOf(text, w.forms));
  if (status) return { kind: 'status', text, value: status.value, label: status.label };
  if (vocab.dates) {
    const range = readDate(text, vocab.today);
    if (range) return { kind: 'date', text, range };
  }
  const sort = vocab.sorts.find((w) => isFormOf(text, w.forms));
  if (sort) return { kind: 'sort', text, value: sort.value, label: sort.label };
  const action = vocab.actions.find((w) => isFormOf(text, w.forms));
  if (action) return { kind: 'action', text, id: action.value, label: action.label };
  return { kind: 'unknown', text };
}

/**
 * Reads a query part by part. Two neighbouring words that together name a date ('last month',
 * 'this month') are one part. A query of one part is not compound: the result is null.
 */
export function readCompound(query: string, vocab: Vocabulary): PartReading[] | null {
  const words = query.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return null;
  const out: PartReading[] = [];
  for (let i = 0; i < words.length; i++) {
    if (vocab.dates && i + 1 < words.length) {
      const pair = `${words[i]} ${words[i + 1]}`;
      const lone = readOne(words[i], vocab);
      const range = lone.kind === 'unknown' ? readDate(pair, vocab.today) : null;
      if (range) {
        out.push({ kind: 'date', text: pair, range });
        i++;
        continue;
      }
    }
    out.push(readOne(words[i], vocab));
  }
  return out.length >= 2 ? out : null;
}

/** The URL query a reading sets: the filters and the sort (the action runs after). */
export function patchOf(readings: readonly PartReading[]): Record<string, string> {
  const patch: Record<string, string> = {};
  for (const r of readings) {
    if (r.kind === 'status') patch.status = r.value;
    else if (r.kind === 'date') {
      patch.from = r.range.from;
      patch.to = r.range.to;
    } else if (r.kind === 'sort') patch.sort = r.value;
  }
  return patch;
}
