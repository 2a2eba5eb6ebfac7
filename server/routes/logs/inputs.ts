import { z } from 'zod';
import { logListQuerySchema, logStreamQuerySchema } from '#core/validate';
import { CURSOR_START } from '../../domain/common-inputs.ts';

/**
 * docs/API.md: `cursor` (empty for the first page) selects cursor mode. Core's list schemas read a
 * blank value as absent, and core's client drops empty query values, so a first cursor page may
 * also arrive as `limit` without `cursor`; both are marked as the start of cursor mode here. Cursor
 * mode after `afterId` runs oldest → newest (the tail's catch-up) unless a sort is given.
 */
const cursorAware = <S extends z.ZodType>(schema: S) =>
  z.preprocess((raw) => {
    if (!raw || typeof raw !== 'object') return raw;
    const q = raw as Record<string, unknown>;
    const blank = (v: unknown) => v === undefined || (typeof v === 'string' && v.trim() === '');
    const cursorMode = q.cursor !== undefined || !blank(q.limit);
    if (!cursorMode) return raw;
    return {
      ...q,
      cursor: blank(q.cursor) ? CURSOR_START : q.cursor,
      sort: blank(q.sort) && !blank(q.afterId) ? 'id' : q.sort,
    };
  }, schema);

/** Filters, page mode and cursor mode of the log list (core's schema). */
export const logListInput = cursorAware(logListQuerySchema);
/** Filters of the export (the list's, paging ignored). */
export const logExportInput = logListQuerySchema;
/** Filters plus `lastEventId` of the stream. */
export const logStreamInput = logStreamQuerySchema;

export type LogListQuery = z.output<typeof logListQuerySchema>;
export type LogFilters = Pick<
  LogListQuery,
  'module' | 'username' | 'action' | 'result' | 'since' | 'until' | 'q'
>;
