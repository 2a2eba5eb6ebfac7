/**
 * Reading a content-set CSV for import: RFC 4180 fields (quotes, doubled quotes, commas and line
 * breaks inside quotes, CRLF, a UTF-8 BOM), then each row checked by core's create schema, so the
 * report names every rule a row breaks before anything is sent.
 */
import type { ZodType } from 'zod';
import type { ContentSetInput } from '#core/api';
import type { Locale } from '#core/i18n';
import { contentSetCreateSchema, localizeIssues } from '#core/validate';

export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length) rows.push([...row, field]);
  return rows.filter((r) => r.some((f) => f.trim() !== ''));
}

export const IMPORT_COLUMNS = ['name', 'contentType', 'filterType', 'count', 'status'] as const;

export type ImportRow =
  | { line: number; ok: true; value: ContentSetInput }
  | { line: number; ok: false; errors: Record<string, string> };

/** One report line per data row (line numbers as in the file, the header being line 1). */
export function checkImportRows(text: string, locale: Locale): ImportRow[] | { header: string[] } {
  const [header = [], ...rows] = parseCsv(text);
  const names = header.map((h) => h.trim());
  const missing = IMPORT_COLUMNS.filter(
    (c) => c !== 'count' && c !== 'status' && !names.includes(c),
  );
  if (missing.length) return { header: missing };
  const schema: ZodType = contentSetCreateSchema;
  return rows.map((cells, i) => {
    const raw: Record<string, unknown> = {};
    names.forEach((name, col) => {
      const cell = (cells[col] ?? '').trim();
      if (!IMPORT_COLUMNS.includes(name as (typeof IMPORT_COLUMNS)[number])) return;
      raw[name] = name === 'status' && cell === '' ? undefined : cell;
    });
    const parsed = schema.safeParse(raw);
    return parsed.success
      ? { line: i + 2, ok: true, value: parsed.data as ContentSetInput }
      : { line: i + 2, ok: false, errors: localizeIssues(parsed.error, locale) };
  });
}
