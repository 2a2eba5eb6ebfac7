/** Query-string paging of docs/API.md: page mode for the console, cursor mode for CLI and exports. */
import { z } from 'zod';
import {
  CURSOR_LIMIT_DEFAULT,
  CURSOR_LIMIT_MAX,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
} from './limits.ts';
import { blankToUndefined } from './rules.ts';

export { CURSOR_LIMIT_DEFAULT, CURSOR_LIMIT_MAX, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX };

const coercedInt = (min: number, max: number, fallback: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'validation.invalidType' })
      .int('validation.integer')
      .min(min, 'validation.tooSmall')
      .max(max, 'validation.tooBig')
      .default(fallback),
  );

/** `sort`: a field name, `-` prefix for descending. */
export const sortStringSchema = z.preprocess(
  blankToUndefined,
  z
    .string()
    .regex(/^-?[A-Za-z][A-Za-z0-9_]*$/, 'validation.sort.invalid')
    .optional(),
);

/** `sort` limited to the given fields (each also allowed with a leading `-`). */
export function sortSchema<const F extends readonly [string, ...string[]]>(fields: F) {
  const allowed = fields.flatMap((f) => [f, `-${f}`]) as [
    F[number] | `-${F[number]}`,
    ...(F[number] | `-${F[number]}`)[],
  ];
  return z.preprocess(
    blankToUndefined,
    z.enum(allowed, { error: 'validation.sort.invalid' }).optional(),
  );
}

export const pageQuerySchema = z.object({
  page: coercedInt(1, Number.MAX_SAFE_INTEGER, 1),
  pageSize: coercedInt(1, PAGE_SIZE_MAX, PAGE_SIZE_DEFAULT),
  sort: sortStringSchema,
});

/**
 * Page and cursor fields shared by every list: `page`/`pageSize` (page mode) or `cursor`/`limit`
 * (cursor mode, selected by `cursor`).
 */
export const listPagingShape = {
  page: pageQuerySchema.shape.page,
  pageSize: pageQuerySchema.shape.pageSize,
  cursor: z.preprocess(blankToUndefined, z.string().optional()),
  limit: coercedInt(1, CURSOR_LIMIT_MAX, CURSOR_LIMIT_DEFAULT),
};

/** `cursor` '' (or absent) starts at the beginning; `nextCursor` is passed back as is. */
export const cursorQuerySchema = z.object({
  cursor: z.string().default(''),
  limit: coercedInt(1, CURSOR_LIMIT_MAX, CURSOR_LIMIT_DEFAULT),
});
