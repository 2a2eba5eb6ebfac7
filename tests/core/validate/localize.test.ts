import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, Code } from '#core/errors';
import {
  FORM_FIELD,
  localizeIssues,
  loginSchema,
  validate,
  validationMessage,
} from '#core/validate';

describe('localizeIssues', () => {
  it('keeps the first issue per field and joins paths with dots', () => {
    const schema = z.object({ a: z.object({ b: z.string().min(3).max(1) }) });
    const r = schema.safeParse({ a: { b: 'xy' } });
    expect(r.success).toBe(false);
    if (!r.success)
      expect(localizeIssues(r.error, 'en-US')).toEqual({ 'a.b': 'At least 3 characters' });
  });

  it.each([
    [z.object({ x: z.string() }), {}, 'This field is required', '此项为必填项'],
    [z.object({ x: z.string() }), { x: 1 }, 'Invalid value type', '数据类型不正确'],
    [z.object({ x: z.string().min(1) }), { x: '' }, 'This field is required', '此项为必填项'],
    [z.object({ x: z.string().max(2) }), { x: 'abc' }, 'At most 2 characters', '最多 2 个字符'],
    [z.object({ x: z.number().min(5) }), { x: 1 }, 'Must be at least 5', '不能小于 5'],
    [z.object({ x: z.number().max(5) }), { x: 9 }, 'Must be at most 5', '不能大于 5'],
    [z.object({ x: z.array(z.string()).min(2) }), { x: [] }, 'Select at least 2', '至少选择 2 项'],
    [
      z.object({ x: z.array(z.string()).min(1) }),
      { x: [] },
      'This field is required',
      '此项为必填项',
    ],
    [
      z.object({ x: z.array(z.string()).max(1) }),
      { x: ['a', 'b'] },
      'Select at most 1',
      '最多选择 1 项',
    ],
    [z.object({ x: z.enum(['a']) }), { x: 'b' }, 'Select one of the options', '请选择一个有效选项'],
    [z.object({ x: z.string().regex(/^a$/) }), { x: 'b' }, 'Invalid value', '格式不正确'],
  ])('maps zod issue %# to a localised message', (schema, input, en, zh) => {
    const r = schema.safeParse(input);
    expect(r.success).toBe(false);
    if (!r.success) {
      expect(localizeIssues(r.error, 'en-US').x).toBe(en);
      expect(localizeIssues(r.error, 'zh-CN').x).toBe(zh);
    }
  });

  it('puts issues without a path under the form field', () => {
    const r = z.strictObject({}).safeParse({ extra: 1 });
    expect(r.success).toBe(false);
    if (!r.success)
      expect(localizeIssues(r.error, 'en-US')).toEqual({
        [FORM_FIELD]: 'Unknown fields in the request',
      });
    const bad = z.string().safeParse(1);
    if (!bad.success)
      expect(localizeIssues(bad.error, 'en-US')).toEqual({ _: 'Invalid value type' });
  });
});

describe('validate', () => {
  it('returns the parsed value', () => {
    expect(validate(loginSchema, { username: 'a', password: 'b', code: '123456' })).toEqual({
      username: 'a',
      password: 'b',
      code: '123456',
    });
  });

  it('throws ValidationFailed with localised fields', () => {
    try {
      validate(loginSchema, { username: '', password: '', code: '' }, 'zh-CN');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(AppError);
      const err = e as AppError;
      expect(err.code).toBe(Code.ValidationFailed);
      expect(err.status).toBe(422);
      expect(err.fields).toEqual({
        username: '用户名不能为空',
        password: '密码不能为空',
        code: '请输入 6 位短信验证码',
      });
    }
  });
});

describe('reported input', () => {
  it('uses the reported input when zod includes it', () => {
    const r = z.object({ x: z.string() }).safeParse({ x: 5 }, { reportInput: true });
    expect(r.success).toBe(false);
    if (!r.success) expect(localizeIssues(r.error, 'en-US').x).toBe('Invalid value type');
    const missing = z.object({ x: z.string() }).safeParse({}, { reportInput: true });
    if (!missing.success)
      expect(localizeIssues(missing.error, 'en-US').x).toBe('This field is required');
  });
});

describe('validationMessage', () => {
  it('words one validation message in each locale, with its values', () => {
    expect(validationMessage('validation.range', 'en-US', { min: 1, max: 90 })).toBe(
      'Must be between 1 and 90',
    );
    expect(validationMessage('validation.range', 'zh-CN', { min: 1, max: 90 })).toBe(
      '须在 1 到 90 之间',
    );
    expect(validationMessage('validation.required', 'zh-CN')).toBe('此项为必填项');
    expect(validationMessage('validation.no.such', 'en-US')).toBe('validation.no.such');
  });
});
