/**
 * Calendar arithmetic on plain `YYYY-MM-DD` strings (business dates carry no time or zone), done
 * in UTC so no runtime time zone can shift a day.
 */

/** A calendar day as `YYYY-MM-DD`. */
export type IsoDay = string;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The `YYYY-MM-DD` of year / month (1–12) / day, or null when that day does not exist. */
export function isoDay(year: number, month: number, day: number): IsoDay | null {
  if (!Number.isInteger(year) || year < 1 || year > 9999) return null;
  if (!Number.isInteger(month) || month < 1 || month > 12) return null;
  if (!Number.isInteger(day) || day < 1 || day > daysInMonth(year, month)) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Days in a month (1–12) of a year, leap years included. */
export function daysInMonth(year: number, month: number): number {
  const d = new Date(Date.UTC(2000, month, 0));
  d.setUTCFullYear(year, month, 0);
  return d.getUTCDate();
}

/** Splits a valid `YYYY-MM-DD` into numbers; null for anything else (or an impossible day). */
export function splitDay(day: string): { year: number; month: number; day: number } | null {
  const m = ISO_DAY.exec(day);
  if (!m) return null;
  const [year, month, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return isoDay(year, month, d) === null ? null : { year, month, day: d };
}

/** The day `n` days after (negative: before) `day`. */
export function addDays(day: IsoDay, n: number): IsoDay {
  const p = splitDay(day);
  if (!p) throw new RangeError(`not a day: ${day}`);
  const d = new Date(Date.UTC(2000, p.month - 1, p.day));
  d.setUTCFullYear(p.year);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** First and last day of a month, `months` months after (negative: before) the month of `day`. */
export function monthOf(day: IsoDay, months = 0): { from: IsoDay; to: IsoDay } {
  const p = splitDay(day);
  if (!p) throw new RangeError(`not a day: ${day}`);
  const index = p.year * 12 + (p.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return {
    from: isoDay(year, month, 1) ?? day,
    to: isoDay(year, month, daysInMonth(year, month)) ?? day,
  };
}

/** Monday-based week of `day`, `weeks` weeks after (negative: before). */
export function weekOf(day: IsoDay, weeks = 0): { from: IsoDay; to: IsoDay } {
  const p = splitDay(day);
  if (!p) throw new RangeError(`not a day: ${day}`);
  const date = new Date(Date.UTC(2000, p.month - 1, p.day));
  date.setUTCFullYear(p.year);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  const from = addDays(day, -sinceMonday + weeks * 7);
  return { from, to: addDays(from, 6) };
}

/** Today's `YYYY-MM-DD` in an IANA time zone (Asia/Shanghai: business days are Beijing days). */
export function todayIn(timeZone: string, now: Date = new Date()): IsoDay {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** Business days are Beijing days (the server numbers records by them too). */
export const BUSINESS_TIME_ZONE = 'Asia/Shanghai';
