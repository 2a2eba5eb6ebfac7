import { describe, expect, it } from 'vitest';
import { changePasswordSchema, changePhoneSchema, phoneCodeSchema } from '#core/validate';
import { fieldsOf } from './fields-of.ts';

const change = { currentPassword: 'Old1pw', newPassword: 'New1pw', confirmPassword: 'New1pw' };

/** The path and message key of each issue `schema` raises for `input`. */
function issues(schema: typeof changePasswordSchema, input: unknown) {
  const r = schema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
}

describe('changePasswordSchema', () => {
  it('takes the current password and a confirmed new one, a trimmed phone code for admins', () => {
    expect(changePasswordSchema.parse(change)).toEqual(change);
    expect(changePasswordSchema.parse({ ...change, currentPhoneCode: ' 123456 ' })).toEqual({
      ...change,
      currentPhoneCode: '123456',
    });
  });

  it('refuses a confirmation that differs, on the confirmation', () => {
    expect(issues(changePasswordSchema, { ...change, confirmPassword: 'New1pX' })).toEqual([
      ['confirmPassword', 'validation.password.mismatch'],
    ]);
  });

  it('refuses a new password equal to the current one, on the new password', () => {
    expect(
      issues(changePasswordSchema, {
        currentPassword: 'Same1pw',
        newPassword: 'Same1pw',
        confirmPassword: 'Same1pw',
      }),
    ).toEqual([['newPassword', 'validation.password.same']]);
  });

  it('words the password rules in both locales, not as a generic refusal', () => {
    const differ = { ...change, confirmPassword: 'New1pX' };
    expect(fieldsOf(changePasswordSchema, differ)).toEqual({
      confirmPassword: 'The two passwords differ',
    });
    expect(fieldsOf(changePasswordSchema, differ, 'zh-CN')).toEqual({
      confirmPassword: '两次输入的密码不一致',
    });
    const same = { currentPassword: 'Same1pw', newPassword: 'Same1pw', confirmPassword: 'Same1pw' };
    expect(fieldsOf(changePasswordSchema, same)).toEqual({
      newPassword: 'The new password must differ from the current one',
    });
    expect(fieldsOf(changePasswordSchema, { ...change, currentPassword: '' }, 'zh-CN')).toEqual({
      currentPassword: '请输入当前密码',
    });
  });

  it('needs the current password and applies the password policy', () => {
    expect(issues(changePasswordSchema, { ...change, currentPassword: '' })).toEqual([
      ['currentPassword', 'validation.password.current'],
    ]);
    expect(
      fieldsOf(changePasswordSchema, {
        ...change,
        newPassword: 'new1pw',
        confirmPassword: 'new1pw',
      }),
    ).toEqual({
      newPassword: 'At least 6 characters, no spaces, with both upper and lower case letters',
    });
    expect(
      fieldsOf(changePasswordSchema, { ...change, currentPhoneCode: '12345' }, 'zh-CN'),
    ).toEqual({ currentPhoneCode: '请输入 6 位短信验证码' });
  });
});

describe('phone change', () => {
  it('sends a code to a trimmed mainland mobile number', () => {
    expect(phoneCodeSchema.parse({ phone: ' 13912345678 ' })).toEqual({ phone: '13912345678' });
    expect(fieldsOf(phoneCodeSchema, { phone: '23912345678' })).toEqual({
      phone: 'Invalid mainland mobile number',
    });
  });

  it('changes the phone with the 6-digit code, the admin fields optional', () => {
    const input = { phone: '13912345678', code: ' 123456 ' };
    expect(changePhoneSchema.parse(input)).toEqual({ phone: '13912345678', code: '123456' });
    expect(
      changePhoneSchema.parse({ ...input, currentPassword: 'Old1pw', currentPhoneCode: '654321' }),
    ).toMatchObject({ currentPassword: 'Old1pw', currentPhoneCode: '654321' });
    expect(fieldsOf(changePhoneSchema, { phone: '1391234567', code: '12a456' }, 'zh-CN')).toEqual({
      phone: '手机号码格式不正确',
      code: '请输入 6 位短信验证码',
    });
    expect(
      Object.keys(fieldsOf(changePhoneSchema, { ...input, currentPassword: 'x'.repeat(129) })),
    ).toEqual(['currentPassword']);
  });
});
