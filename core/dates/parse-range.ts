/**
 * The keyboard-first date filter's grammar: what an operator may type into one date / range field,
 * in either locale. A day (`2026-10-01`, `2026/10/01`, `20261001`, `2026年10月1日`), a month
 * (`2026-10`, `2026年10月`, `10月`, `oct`), a year (`2026`), a relative phrase (`今天` / `today`,
 * `上月` / `last month`, `本月` / `this month`, `近7天` / `last 7 days`, …) or a range of any two of
 * these (`2026-10-01..2026-10-31`, `a ~ b`, `a 至 b`, `a to b`). Relative phrases read the injected
 * `today`, so the parser is pure.
 */
import {
  addDays,
  daysInMonth,
  isoDay,
  monthOf,
  splitDay,
  weekOf,
  type IsoDay,
} from './calendar.ts';

export interface DayRange {
  from: IsoDay;
  to: IsoDay;
}

export type RangeParse =
  { ok: true; range: DayRange } | { ok: false; reason: 'empty' | 'invalid' | 'reversed' };

/** Years an operator means: four digits in this window (a half-typed `0002` is not one). */
const MIN_YEAR = 1970;
const MAX_YEAR = 2099;
/** `近N天` / `last N days` up to this many days. */
const MAX_RELATIVE_DAYS = 366;

const EN_MONTHS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;

/** Full-width digits and punctuation as typed by a Chinese IME become ASCII; case and spaces fold. */
function normalise(text: string): string {
  return text
    .replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');
}

const year = (y: string): number | null => {
  const n = Number(y);
  return n >= MIN_YEAR && n <= MAX_YEAR ? n : null;
};

function wholeMonth(y: number | null, m: number): DayRange | null {
  if (y === null || m < 1 || m > 12) return null;
  const from = isoDay(y, m, 1);
  const to = isoDay(y, m, daysInMonth(y, m));
  return from && to ? { from, to } : null;
}

function singleDay(y: number | null, m: number, d: number): DayRange | null {
  if (y === null) return null;
  const day = isoDay(y, m, d);
  return day ? { from: day, to: day } : null;
}

type Rule = [RegExp, (m: RegExpExecArray, today: IsoDay) => DayRange | null];

const thisYear = (today: IsoDay) => splitDay(today)?.year ?? null;

/** One end of a range (or the whole value): the first rule whose pattern matches decides. */
const RULES: Rule[] = [
  [/^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/, (m) => singleDay(year(m[1]), +m[2], +m[3])],
  [/^(\d{4})(\d{2})(\d{2})$/, (m) => singleDay(year(m[1]), +m[2], +m[3])],
  [/^(\d{4}) ?年 ?(\d{1,2}) ?月 ?(\d{1,2}) ?[日号]$/, (m) => singleDay(year(m[1]), +m[2], +m[3])],
  [/^(\d{4})[-/.](\d{2})$/, (m) => wholeMonth(year(m[1]), +m[2])],
  [/^(\d{4}) ?年 ?(\d{1,2}) ?月(份)?$/, (m) => wholeMonth(year(m[1]), +m[2])],
  [/^(\d{1,2}) ?月(份)?$/, (m, today) => wholeMonth(thisYear(today), +m[1])],
  [/^(\d{1,2}) ?月 ?(\d{1,2}) ?[日号]$/, (m, today) => singleDay(thisYear(today), +m[1], +m[2])],
  [
    /^([a-z]{3})[a-z]*\.?(?: (\d{4}))?$/,
    (m, today) => {
      const index = EN_MONTHS.indexOf(m[1] as (typeof EN_MONTHS)[number]);
      if (index < 0) return null;
      return wholeMonth(m[2] ? year(m[2]) : thisYear(today), index + 1);
    },
  ],
  [
    /^(\d{4}) ?年?$/,
    (m) => {
      const y = year(m[1]);
      return y === null ? null : { from: `${m[1]}-01-01`, to: `${m[1]}-12-31` };
    },
  ],
  [/^(今天|今日|today)$/, (_, today) => ({ from: today, to: today })],
  [/^(昨天|昨日|yesterday)$/, (_, today) => ({ from: addDays(today, -1), to: addDays(today, -1) })],
  [/^(本周|这周|this week)$/, (_, today) => weekOf(today)],
  [/^(上周|上个?星期|last week)$/, (_, today) => weekOf(today, -1)],
  [/^(本月|这个?月|this month)$/, (_, today) => monthOf(today)],
  [/^(上月|上个月|last month)$/, (_, today) => monthOf(today, -1)],
  [
    /^(今年|本年|this year)$/,
    (_, today) => ({ from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` }),
  ],
  [
    /^(?:(?:最近|近|过去) ?(\d{1,3}) ?[天日]|(?:last|past) (\d{1,3}) days?)$/,
    (m, today) => {
      const n = Number(m[1] ?? m[2]);
      if (n < 1 || n > MAX_RELATIVE_DAYS) return null;
      return { from: addDays(today, -(n - 1)), to: today };
    },
  ],
];

function parseEnd(text: string, today: IsoDay): DayRange | null {
  for (const [pattern, build] of RULES) {
    const m = pattern.exec(text);
    const range = m ? build(m, today) : null;
    if (range) return range;
  }
  return null;
}

/** Range separators: `..`, `~`, `至`, `到`, `to`, and a dash with spaces around it. */
const SEPARATOR = / ?(?:\.\.|~|～|至|到) ?| (?:to|-|–|—) /;

/**
 * Parses what was typed into the date field. `today` (`YYYY-MM-DD`, the business day) anchors
 * relative phrases. A range takes the first day of its left end and the last day of its right end.
 */
export function parseDayRange(input: string, today: IsoDay): RangeParse {
  const text = normalise(input);
  if (!text) return { ok: false, reason: 'empty' };
  const parts = text.split(SEPARATOR);
  if (parts.length > 2) return { ok: false, reason: 'invalid' };
  const ends = parts.map((p) => parseEnd(p.trim(), today));
  const [left, right = left] = ends;
  if (!left || !right) return { ok: false, reason: 'invalid' };
  const range = { from: left.from, to: right.to };
  if (range.from > range.to) return { ok: false, reason: 'reversed' };
  return { ok: true, range };
}

/**
 * The shortest text that parses back to a range: `2026-10-01` for a day, `2026-10` for a whole
 * month, `2026` for a whole year, else `from..to`. The field shows it once a value is applied.
 */
export function formatDayRange(range: DayRange): string {
  const { from, to } = range;
  if (from === to) return from;
  const month = monthOf(from);
  if (month.from === from && month.to === to) return from.slice(0, 7);
  const y = from.slice(0, 4);
  if (from === `${y}-01-01` && to === `${y}-12-31`) return y;
  return `${from}..${to}`;
}
