import { describe, expect, it } from 'vitest';
import { createI18n } from '#core/i18n';
import {
  changeFieldKey,
  describeChanges,
  formatChangeValue,
} from '../../../web/components/data/review/change-values.ts';

const en = createI18n('en-US');
const zh = createI18n('zh-CN');
const tEn = (key: string, values?: Record<string, string | number>) => en.t(key, values);
const tZh = (key: string, values?: Record<string, string | number>) => zh.t(key, values);

describe('change-review values as a reviewer reads them', () => {
  it('shows a share in basis points as a percentage', () => {
    expect(formatChangeValue('shareBp', 2500, tEn)).toBe('25%');
    expect(formatChangeValue('shareBp', 1234, tEn)).toBe('12.34%');
    expect(formatChangeValue('shareBp', 0, tEn)).toBe('0%');
  });

  it('shows flags as yes / no and a role by its title, in the locale', () => {
    expect(formatChangeValue('settlementTarget', true, tEn)).toBe('Yes');
    expect(formatChangeValue('settlementTarget', false, tZh)).toBe('否');
    expect(formatChangeValue('role', 'admin', tEn)).toBe('Administrator');
    expect(formatChangeValue('role', 'user', tEn)).toBe('Operator');
    expect(formatChangeValue('status', 'locked', tEn)).toBe('Locked');
    expect(formatChangeValue('status', 'active', tZh)).not.toBe('active');
  });

  it('keeps a masked bank account exactly as the server sent it; an empty value is a dash', () => {
    expect(formatChangeValue('bankAccount', '6222********7890', tEn)).toBe('6222********7890');
    expect(formatChangeValue('bankAccount', '', tEn)).toBe('—');
  });

  it('names every reviewed field in both locales', () => {
    const fields = ['bankAccount', 'shareBp', 'settlementTarget', 'role'];
    // An administrator's change (issue 21): phone, password, standing, unlock.
    fields.push('phone', 'password', 'status', 'lockedAddresses');
    for (const field of fields) {
      expect(tEn(changeFieldKey(field))).not.toBe(changeFieldKey(field));
      expect(tZh(changeFieldKey(field))).not.toBe(changeFieldKey(field));
    }
  });

  it('describes a change set on one line, field: from → to', () => {
    expect(
      describeChanges(
        {
          bankAccount: { from: '6222********7890', to: '6217********1111' },
          shareBp: { from: 1000, to: 1500 },
        },
        tEn,
      ),
    ).toBe('Bank account: 6222********7890 → 6217********1111; Share: 10% → 15%');
    expect(describeChanges({ role: { from: 'user', to: 'admin' } }, tZh)).toBe(
      '角色：操作员 → 管理员',
    );
  });
});
