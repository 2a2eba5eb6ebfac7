/**
 * Texts the system produces (a settlement's failure reason from the provider or the seed, the
 * template screens' demo values: core/i18n/messages/<locale>/template-demo.ts) are
 * stored as codes, `sys:<message key>`, and shown in the reader's locale; a text a person typed
 * (a reject reason) is stored and shown as typed (issue 26).
 */

/** The prefix that marks a stored value as a system text code. */
const SYSTEM_TEXT_PREFIX = 'sys:';

/**
 * The stored form of a system text: its message key behind the prefix, and the message's
 * arguments, if any, as a query (`sys:demo.monitor.viewer?n=123`).
 */
export function systemTextCode(key: string, values?: Record<string, string | number>): string {
  const query = values
    ? new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)])).toString()
    : '';
  return `${SYSTEM_TEXT_PREFIX}${key}${query ? `?${query}` : ''}`;
}

/**
 * The text to show for a stored value: a code in the locale of `t`, with its arguments (an unknown
 * code stays as stored, so nothing is hidden), anything else as it is; null and '' give ''.
 */
export function systemText(
  value: string | null | undefined,
  t: (key: string, values?: Record<string, string>) => string,
  has?: (key: string) => boolean,
): string {
  if (!value) return '';
  if (!value.startsWith(SYSTEM_TEXT_PREFIX)) return value;
  const [key, query] = value.slice(SYSTEM_TEXT_PREFIX.length).split('?', 2);
  if (has && !has(key)) return value;
  const text =
    query === undefined ? t(key) : t(key, Object.fromEntries(new URLSearchParams(query)));
  return text && text !== key ? text : value;
}

/** The settlement failure reasons the provider and the seed produce, by code. */
export const SETTLEMENT_FAILURES = [
  'accountAbnormal',
  'bankBusy',
  'nameMismatch',
  'accountClosed',
] as const;
export type SettlementFailure = (typeof SETTLEMENT_FAILURES)[number];

/** The stored code of a settlement failure reason. */
export const settlementFailureCode = (failure: SettlementFailure): string =>
  systemTextCode(`settlements.failure.${failure}`);
