import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_API_TOKEN_DAYS_BY_SCOPE } from '#core/access';
import { apiTokenCreateSchema } from '#core/validate';
import { fieldsOf } from './fields-of.ts';

const body = { name: 'ci', scope: 'read-write', expiresInDays: 30, password: 'Pw1' } as const;

describe('apiTokenCreateSchema', () => {
  it('takes a name, a scope, a life in days and the password', () => {
    expect(apiTokenCreateSchema.parse(body)).toEqual(body);
    const { password: _p, ...older } = body;
    expect(apiTokenCreateSchema.parse(older)).toEqual(older);
  });

  it('lets each scope live from 1 day up to its own longest life, no longer (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('read-only', 'read-write'),
        fc.integer({ min: -400, max: 800 }),
        (scope, days) => {
          const ok = apiTokenCreateSchema.safeParse({
            ...body,
            scope,
            expiresInDays: days,
          }).success;
          expect(ok).toBe(days >= 1 && days <= MAX_API_TOKEN_DAYS_BY_SCOPE[scope]);
        },
      ),
    );
  });

  it('names the scope range in the message, in both locales', () => {
    expect(fieldsOf(apiTokenCreateSchema, { ...body, expiresInDays: 91 })).toEqual({
      expiresInDays: 'Must be between 1 and 90',
    });
    expect(
      fieldsOf(apiTokenCreateSchema, { ...body, scope: 'read-only', expiresInDays: 366 }, 'zh-CN'),
    ).toEqual({ expiresInDays: '须在 1 到 365 之间' });
    expect(fieldsOf(apiTokenCreateSchema, { ...body, expiresInDays: 0 })).toEqual({
      expiresInDays: 'Must be between 1 and 365',
    });
  });

  it('says the days are required when they are left out, in both locales', () => {
    const { expiresInDays: _, ...without } = body;
    expect(fieldsOf(apiTokenCreateSchema, without)).toEqual({
      expiresInDays: 'This field is required',
    });
    expect(fieldsOf(apiTokenCreateSchema, { ...without, expiresInDays: '30' }, 'zh-CN')).toEqual({
      expiresInDays: '须为整数',
    });
  });

  it('refuses a token that never expires and a fraction of a day', () => {
    expect(fieldsOf(apiTokenCreateSchema, { ...body, expiresInDays: null })).toEqual({
      expiresInDays: 'This field is required',
    });
    expect(fieldsOf(apiTokenCreateSchema, { ...body, expiresInDays: 1.5 }, 'zh-CN')).toEqual({
      expiresInDays: '须为整数',
    });
  });

  it('refuses an empty name, an unknown scope and an overlong password', () => {
    const r = apiTokenCreateSchema.safeParse({ ...body, name: ' ', scope: 'admin' });
    expect(r.success).toBe(false);
    if (!r.success) expect(r.error.issues.map((i) => i.path)).toEqual([['name'], ['scope']]);
    expect(fieldsOf(apiTokenCreateSchema, { ...body, name: '', scope: 'admin' })).toEqual({
      name: 'This field is required',
      scope: 'Select one of the options',
    });
    expect(
      Object.keys(fieldsOf(apiTokenCreateSchema, { ...body, password: 'x'.repeat(129) })),
    ).toEqual(['password']);
  });
});
