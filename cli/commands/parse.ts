import type { Translate } from '../text.ts';
import { UsageError } from '../errors.ts';

/** `--limit N` or `--all`: a row count, or 'all' to follow the cursor to the end. */
export type RowLimit = number | 'all';

export const DEFAULT_LIST_LIMIT = 30;

export function parseRowLimit(
  raw: { limit?: unknown; all?: unknown },
  t: Translate,
  command: string,
): RowLimit {
  if (raw.all === true && raw.limit !== undefined) {
    throw new UsageError(t('cli.usage.limitAndAll'), command);
  }
  if (raw.all === true) return 'all';
  if (raw.limit === undefined) return DEFAULT_LIST_LIMIT;
  const text = String(raw.limit);
  if (!/^\d+$/.test(text) || Number(text) < 1 || !Number.isSafeInteger(Number(text))) {
    throw new UsageError(t('cli.usage.limitNotPositive'), command);
  }
  return Number(text);
}

export function parseChoice<T extends string>(
  value: unknown,
  choices: readonly T[],
  option: string,
  t: Translate,
  command: string,
): T | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string' && (choices as readonly string[]).includes(value))
    return value as T;
  throw new UsageError(t('cli.usage.badChoice', { option, choices: choices.join(', ') }), command);
}

export function parseId(
  value: unknown,
  option: string,
  t: Translate,
  command: string,
): number | undefined {
  if (value === undefined) return undefined;
  const text = String(value);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(Number(text))) {
    throw new UsageError(t('cli.usage.badId', { option }), command);
  }
  return Number(text);
}

/** A calendar date `YYYY-MM-DD` that exists (2026-02-30 is refused). */
export function parseDate(
  value: unknown,
  option: string,
  t: Translate,
  command: string,
): string | undefined {
  if (value === undefined) return undefined;
  const text = String(value);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const valid =
    match !== null &&
    (() => {
      const d = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
      return d.toISOString().slice(0, 10) === text;
    })();
  if (!valid) throw new UsageError(t('cli.usage.badDate', { option }), command);
  return text;
}

const UNIT_MS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `--since 10m|2h|1d|30s` relative to now, or an ISO time; returns an ISO time. */
export function parseSince(
  value: unknown,
  now: number,
  t: Translate,
  command: string,
): string | undefined {
  if (value === undefined) return undefined;
  const text = String(value).trim();
  const relative = /^(\d+)([smhd])$/.exec(text);
  if (relative) return new Date(now - Number(relative[1]) * UNIT_MS[relative[2]]).toISOString();
  if (/^\d{4}-\d{2}-\d{2}/.test(text)) {
    const time = Date.parse(text);
    if (!Number.isNaN(time)) return new Date(time).toISOString();
  }
  throw new UsageError(t('cli.usage.badSince'), command);
}

export function parseCount(
  value: unknown,
  fallback: number,
  t: Translate,
  command: string,
): number {
  if (value === undefined) return fallback;
  const text = String(value);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(Number(text))) {
    throw new UsageError(t('cli.usage.linesNotNumber'), command);
  }
  return Number(text);
}
