/**
 * Issue 21: concurrent POST /content-sets on PostgreSQL answered 500100 (max(number)+1 read twice,
 * the unique violation unmapped). Creates now take turns on the number; any unmapped unique
 * violation is the catalogue's 409102.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '#core/errors';
import { catalogueErrorOf } from '../../server/http/db-errors.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

describe('content-set numbers under concurrency', () => {
  let t: TestApp;
  let operator: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'users' });
    operator = await t.login('operator');
  }, 120_000);
  afterAll(() => t?.close());

  it('gives ten concurrent creates ten distinct numbers, none refused', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.request('POST', '/content-sets', {
          token: operator,
          body: { name: `并发 ${i}`, contentType: 'img', filterType: 'rules' },
        }),
      ),
    );
    expect(answers.map((a) => a.body.code)).toEqual(Array(10).fill(200000));
    const numbers = answers.map((a) => a.body.data.number as string);
    expect(new Set(numbers).size).toBe(10);
  });
});

describe('an unmapped unique violation', () => {
  it('is the catalogue duplicate, wherever it is in the cause chain', () => {
    const pgError = Object.assign(new Error('duplicate key value'), { code: '23505' });
    expect(catalogueErrorOf(pgError)?.code).toBe(Code.Duplicate);
    expect(catalogueErrorOf(new Error('wrapped', { cause: pgError }))?.code).toBe(Code.Duplicate);
  });
});
