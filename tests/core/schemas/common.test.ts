import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import {
  basisPoints,
  batchDecisionResultSchema,
  count,
  cursorPageOf,
  decisionStatusSchema,
  fen,
  id,
  innerOf,
  isoDate,
  isoTime,
  listOf,
  noData,
  pageOf,
  version,
} from '#core/schemas';
import { issueOf } from './issue-of.ts';

describe('schema building blocks', () => {
  it('takes any integer as fen, negative included, and refuses a fraction (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 50), max: 2 ** 50 }), (n) => {
        expect(fen.parse(n)).toBe(n);
      }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: -(2 ** 40), max: 2 ** 40 }),
        fc.integer({ min: 1, max: 99 }),
        (yuan, cents) => {
          expect(issueOf(fen, yuan + cents / 100)).toEqual({ path: [], code: 'invalid_type' });
        },
      ),
    );
    expect(issueOf(fen, '100')).toEqual({ path: [], code: 'invalid_type' });
  });

  it.each([
    ['id', id],
    ['count', count],
    ['version', version],
  ] as const)('keeps %s a whole number from zero up', (_name, schema) => {
    expect(schema.parse(0)).toBe(0);
    expect(schema.parse(42)).toBe(42);
    expect(issueOf(schema, -1)).toEqual({ path: [], code: 'too_small' });
    expect(issueOf(schema, 1.5)).toEqual({ path: [], code: 'invalid_type' });
    expect(issueOf(schema, null)).toEqual({ path: [], code: 'invalid_type' });
  });

  it('bounds basis points to 0–10000', () => {
    expect(basisPoints.parse(0)).toBe(0);
    expect(basisPoints.parse(10_000)).toBe(10_000);
    expect(issueOf(basisPoints, 10_001)).toEqual({ path: [], code: 'too_big' });
    expect(issueOf(basisPoints, -1)).toEqual({ path: [], code: 'too_small' });
    expect(issueOf(basisPoints, 25.5)).toEqual({ path: [], code: 'invalid_type' });
  });

  it('wants ISO times with an offset and real calendar days', () => {
    expect(isoTime.parse('2026-01-01T00:00:00Z')).toBe('2026-01-01T00:00:00Z');
    expect(isoTime.parse('2026-01-01T08:00:00.123+08:00')).toBe('2026-01-01T08:00:00.123+08:00');
    expect(issueOf(isoTime, '2026-01-01T00:00:00')).toEqual({ path: [], code: 'invalid_format' });
    expect(issueOf(isoTime, '2026-01-01')).toEqual({ path: [], code: 'invalid_format' });
    expect(isoDate.parse('2024-02-29')).toBe('2024-02-29');
    expect(issueOf(isoDate, '2026-02-30')).toEqual({ path: [], code: 'invalid_format' });
    expect(issueOf(isoDate, '2026-1-01')).toEqual({ path: [], code: 'invalid_format' });
  });

  it('names the three decision states and nothing else', () => {
    expect(decisionStatusSchema.options).toEqual(['pending', 'approved', 'rejected']);
    expect(issueOf(decisionStatusSchema, 'done')).toEqual({ path: [], code: 'invalid_value' });
  });

  it('answers no data as null only', () => {
    expect(noData.parse(null)).toBeNull();
    expect(issueOf(noData, undefined)).toEqual({ path: [], code: 'invalid_type' });
    expect(issueOf(noData, {})).toEqual({ path: [], code: 'invalid_type' });
  });
});

describe('list shapes', () => {
  const page = { items: [1, 2], total: 12, page: 2, pageSize: 2 };
  const cursor = { items: [3], nextCursor: 'c2' };

  it('parses page mode and checks its items and counters', () => {
    expect(pageOf(id).parse(page)).toEqual(page);
    expect(issueOf(pageOf(id), { ...page, items: [1, -2] })).toEqual({
      path: ['items', 1],
      code: 'too_small',
    });
    expect(issueOf(pageOf(id), { ...page, page: 0 })).toEqual({
      path: ['page'],
      code: 'too_small',
    });
    expect(issueOf(pageOf(id), { ...page, pageSize: 0 })?.path).toEqual(['pageSize']);
    expect(issueOf(pageOf(id), { ...page, total: -1 })?.path).toEqual(['total']);
    expect(issueOf(pageOf(id), { ...page, nextCursor: null })).toEqual({
      path: [],
      code: 'unrecognized_keys',
    });
  });

  it('parses cursor mode, null at the end, and refuses an empty cursor', () => {
    expect(cursorPageOf(id).parse(cursor)).toEqual(cursor);
    expect(cursorPageOf(id).parse({ items: [], nextCursor: null })).toEqual({
      items: [],
      nextCursor: null,
    });
    expect(issueOf(cursorPageOf(id), { items: [], nextCursor: '' })).toEqual({
      path: ['nextCursor'],
      code: 'too_small',
    });
    expect(issueOf(cursorPageOf(id), { items: [] })?.path).toEqual(['nextCursor']);
  });

  it('takes either mode as a list, but not a mixture or a bare array', () => {
    const list = listOf(z.string());
    expect(list.parse({ ...page, items: ['a'] })).toEqual({ ...page, items: ['a'] });
    expect(list.parse({ ...cursor, items: ['b'] })).toEqual({ ...cursor, items: ['b'] });
    expect(list.safeParse({ ...page, ...cursor, items: [] }).success).toBe(false);
    expect(list.safeParse(['a']).success).toBe(false);
  });
});

describe('batch decisions and inner wrappers', () => {
  it('parses one result per item with its catalogue code', () => {
    const answer = {
      results: [
        { id: 1, ok: true, code: 200000, message: 'ok' },
        { id: 2, ok: false, code: 409100, message: 'changed meanwhile' },
      ],
    };
    expect(batchDecisionResultSchema.parse(answer)).toEqual(answer);
    expect(
      issueOf(batchDecisionResultSchema, {
        results: [{ id: 1, ok: 'yes', code: 200000, message: 'ok' }],
      }),
    ).toEqual({ path: ['results', 0, 'ok'], code: 'invalid_type' });
    expect(
      issueOf(batchDecisionResultSchema, {
        results: [{ id: 1, ok: true, code: 200000, message: 'ok', reason: null }],
      }),
    ).toEqual({ path: ['results', 0], code: 'unrecognized_keys' });
  });

  it('wraps data in { code: 1, info, data } and refuses any other inner code', () => {
    const inner = innerOf(z.strictObject({ n: z.number() }));
    expect(inner.parse({ code: 1, info: 'ok', data: { n: 3 } })).toEqual({
      code: 1,
      info: 'ok',
      data: { n: 3 },
    });
    expect(issueOf(inner, { code: 0, info: 'no', data: { n: 3 } })).toEqual({
      path: ['code'],
      code: 'invalid_value',
    });
    expect(issueOf(inner, { code: 1, info: 'ok', data: { n: '3' } })).toEqual({
      path: ['data', 'n'],
      code: 'invalid_type',
    });
  });
});
