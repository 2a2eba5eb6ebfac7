import { describe, expect, it } from 'vitest';
import { AppError, catalogue, Code, isLoginExpiredCode, lookupCode, messageOf } from '#core/errors';

describe('error catalogue', () => {
  it('has a message in every locale for every code', () => {
    for (const [name, e] of Object.entries(catalogue)) {
      expect(e['en-US'], name).toBeTruthy();
      expect(e['zh-CN'], name).toBeTruthy();
    }
  });

  it('gives every code a unique number', () => {
    const numbers = Object.values(catalogue).map((e) => e.code);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('marks exactly the seed login-expired family', () => {
    const family = Object.values(catalogue)
      .map((e) => e.code)
      .filter(isLoginExpiredCode)
      .sort();
    expect(family).toEqual([200100, 200101, 200102, 200105, 200110]);
  });

  it('fills placeholders in both locales', () => {
    expect(messageOf(Code.Timeout, 'en-US', { ms: 500 })).toBe('timeout of 500 ms exceeded');
    expect(messageOf(Code.HttpStatus, 'zh-CN', { status: 502 })).toContain('502');
    expect(messageOf(Code.HttpStatus, 'en-US')).toBe('Request failed with status code {status}');
  });

  it('falls back to Request Error for an unknown code', () => {
    expect(lookupCode(123)).toBeUndefined();
    expect(messageOf(123)).toBe('Request Error');
  });

  it('carries code, status, fields and request id on AppError', () => {
    const e = new AppError(Code.ValidationFailed, {
      fields: { name: 'required' },
      requestId: 'r1',
    });
    expect(e).toBeInstanceOf(Error);
    expect(e.status).toBe(422);
    expect(e.fields).toEqual({ name: 'required' });
    expect(e.requestId).toBe('r1');
    expect(e.localized('zh-CN')).toBe('参数校验失败');
    const unknown = new AppError(555, { message: 'custom' });
    expect(unknown.status).toBe(500);
    expect(unknown.localized('zh-CN')).toBe('custom');
  });
});
