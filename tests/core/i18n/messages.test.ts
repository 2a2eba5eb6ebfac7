import { describe, expect, it } from 'vitest';
import { AppError, catalogue, Code, messageOf } from '#core/errors';
// The route registry itself (core/access's entry point is another engineer's).
import { EXTERNAL_LINKS, MENU_LAYOUT, ROUTES } from '../../../core/access/routes.ts';
import { createI18n, enUS, messagesFor, zhCN } from '#core/i18n';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

describe('UI messages', () => {
  it('has every en-US key in zh-CN and no extra ones', () => {
    expect(Object.keys(zhCN).sort()).toEqual(Object.keys(enUS).sort());
  });

  it('has a non-empty text with the same placeholders in both locales', () => {
    for (const key of Object.keys(enUS) as (keyof typeof enUS)[]) {
      expect(enUS[key].trim(), key).not.toBe('');
      expect(zhCN[key].trim(), key).not.toBe('');
      expect(placeholders(zhCN[key]), key).toEqual(placeholders(enUS[key]));
    }
  });

  it('names every route, menu group and external link', () => {
    const keys = [
      ...ROUTES.map((r) => r.meta.locale),
      ...MENU_LAYOUT.map((g) => g.locale),
      ...EXTERNAL_LINKS.map((l) => l.locale),
    ];
    for (const key of keys) {
      expect(enUS, key).toHaveProperty([key]);
      expect(zhCN, key).toHaveProperty([key]);
    }
  });

  it('uses the Arco Design Pro and seed titles', () => {
    const zh = createI18n('zh-CN');
    const en = createI18n('en-US');
    expect(zh.t('menu.dashboard.workplace')).toBe('工作台');
    expect(zh.t('menu.allotManage')).toBe('分润管理');
    expect(zh.t('menu.bzjMerchantManage.pinganMerchantList')).toBe('平安商户列表');
    expect(zh.t('menu.sysSettings.sysLogList')).toBe('系统日志');
    expect(en.t('login.form.login.errMsg')).toBe('Login error, refresh and try again');
    expect(en.t('login.form.login.success')).toBe('welcome to use');
    expect(en.t('session.expired.title')).toBe('Confirm exit');
    expect(en.t('session.expired.okText')).toBe('Login again');
    expect(en.t('exception.result.403.description')).toBe(
      'Access to this resource on the server is denied.',
    );
    expect(en.t('exception.result.404.description')).toBe('Whoops, this page is gone.');
    expect(en.t('exception.result.500.description')).toBe('Internal server error');
    expect(en.t('error.result.title')).toBe('Submit Error');
    expect(en.t('login.banner.slogan1')).toBe('Out-of-the-box high-quality template');
  });

  it('labels every status of the domain records', () => {
    const statuses = {
      org: ['enabled', 'disabled'],
      institution: ['active', 'suspended'],
      deposit: ['pending_review', 'active', 'rejected', 'frozen', 'closed'],
      decision: ['pending', 'approved', 'rejected'],
      merchant: ['pending_review', 'approved', 'rejected', 'disabled'],
      binding: ['unbound', 'pending', 'bound', 'failed'],
      settlement: ['pending', 'processing', 'settled', 'failed'],
      user: ['active', 'disabled', 'locked'],
    };
    for (const [kind, values] of Object.entries(statuses)) {
      for (const v of values)
        expect(enUS, `status.${kind}.${v}`).toHaveProperty([`status.${kind}.${v}`]);
    }
    for (const kind of ['open', 'top_up', 'refund', 'freeze', 'unfreeze', 'close']) {
      expect(enUS).toHaveProperty([`requestKind.deposit.${kind}`]);
    }
    expect(enUS).toHaveProperty(['role.admin']);
    expect(zhCN).toHaveProperty(['role.user']);
  });
});

describe('catalogue messages', () => {
  it('translates every error code in both locales', () => {
    const en = createI18n('en-US');
    const zh = createI18n('zh-CN');
    for (const entry of Object.values(catalogue)) {
      const key = `error.${entry.code}`;
      expect(en.has(key), key).toBe(true);
      // The console (@formatjs/intl) and messageOf (core's formatter) give the same text, filled.
      const values = { ms: 1, status: 1, cooldownSeconds: 1 };
      expect(en.t(key, values)).toBe(messageOf(entry.code, 'en-US', values));
      expect(zh.t(key, values)).toBe(messageOf(entry.code, 'zh-CN', values));
      expect(messageOf(entry.code, 'en-US', values), key).not.toMatch(/[{}]/);
      expect(messageOf(entry.code, 'zh-CN', values), key).not.toMatch(/[{}]/);
    }
  });

  it('formats plural forms and fills every value of an error', () => {
    expect(messageOf(Code.SmsCooldown, 'en-US', { cooldownSeconds: 1 })).toBe(
      'A code was sent recently; wait 1 second before sending another',
    );
    expect(messageOf(Code.SmsCooldown, 'en-US', { cooldownSeconds: 42 })).toContain('42 seconds');
    expect(new AppError(Code.HttpStatus, { values: { status: 502 } }).localized('zh-CN')).toBe(
      '请求失败，状态码 502',
    );
    const cooldown = new AppError(Code.SmsCooldown, { data: { cooldownSeconds: 30 } });
    expect(cooldown.localized('zh-CN')).toBe('验证码已发送，请 30 秒后再试');
    expect(cooldown.message).toContain('wait 30 seconds');
  });

  it('falls back to en-US for a message zh-CN lacks, then to the key', () => {
    const zh = createI18n('zh-CN', { messages: {} });
    const merged = messagesFor('zh-CN');
    expect(merged['common.ok']).toBe('确定');
    const withEnglishOnly = createI18n('zh-CN', { messages: { 'demo.only': 'English only' } });
    expect(withEnglishOnly.t('demo.only')).toBe('English only');
    expect(zh.t('no.such.key')).toBe('no.such.key');
    expect(zh.has('no.such.key')).toBe(false);
  });
});
