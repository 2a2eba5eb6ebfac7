function encodeValue(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/**
 * Keys whose mere presence means something to the server, so an empty value is still sent:
 * `cursor=` asks for cursor mode from the first page (docs/API.md).
 */
const PRESENCE_KEYS: ReadonlySet<string> = new Set(['cursor']);

/** `?a=1&b=x` from a record; arrays repeat the key (`status=a&status=b`), empty values vanish. */
export function toQueryString(query: Record<string, unknown> = {}): string {
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) {
      const encoded = encodeValue(value);
      if (encoded !== null) params.append(key, encoded);
      else if (value === '' && PRESENCE_KEYS.has(key)) params.append(key, '');
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Joins origin, base path and a resource path without doubling or losing slashes. */
export function joinUrl(origin: string, basePath: string, path: string): string {
  const trimmedOrigin = origin.replace(/\/+$/, '');
  const base = `/${basePath.replace(/^\/+|\/+$/g, '')}`.replace(/^\/$/, '');
  const resource = path.startsWith('/') ? path : `/${path}`;
  return `${trimmedOrigin}${base}${resource}`;
}

/** Encodes one path segment (record keys may contain characters that are not URL-safe). */
export function segment(value: string | number): string {
  return encodeURIComponent(String(value));
}
