/** `--institution 12`, `--institution 91330100…` (credit code) or `--institution 'Acme Ltd'`. */
export type Ref = number | string;

/** A filter value that names a record: digits are its id, anything else its code or name. */
export function parseRef(value: unknown): Ref | undefined {
  if (value === undefined) return undefined;
  const text = String(value).trim();
  if (text === '') return undefined;
  return /^\d{1,10}$/.test(text) ? Number(text) : text;
}
