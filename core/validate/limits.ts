/**
 * The paging limits of docs/API.md, in a module of their own: core's API client pages with them
 * (core/api/cursor.ts) without loading the zod schemas of paging.ts.
 */
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;
export const CURSOR_LIMIT_DEFAULT = 100;
export const CURSOR_LIMIT_MAX = 1000;
