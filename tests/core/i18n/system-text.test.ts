import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import {
  createI18n,
  SETTLEMENT_FAILURES,
  settlementFailureCode,
  systemText,
  systemTextCode,
} from '#core/i18n';

const en = createI18n('en-US');
const zh = createI18n('zh-CN');

describe('systemTextCode', () => {
  it('stores a key behind the prefix, its arguments as a query', () => {
    expect(systemTextCode('demo.card.funnel.title')).toBe('sys:demo.card.funnel.title');
    expect(systemTextCode('demo.monitor.viewer', { n: 123 })).toBe('sys:demo.monitor.viewer?n=123');
    expect(systemTextCode('k', { a: 'x y&z', b: '?' })).toBe('sys:k?a=x+y%26z&b=%3F');
    expect(systemTextCode('k', {})).toBe('sys:k');
  });

  it('names each settlement failure by its code', () => {
    expect(settlementFailureCode('nameMismatch')).toBe('sys:settlements.failure.nameMismatch');
  });
});

describe('systemText', () => {
  it('shows a code in the reader locale, with its arguments', () => {
    const viewer = systemTextCode('demo.monitor.viewer', { n: 318 });
    expect(systemText(viewer, en.t)).toBe('Viewer 318');
    expect(systemText(viewer, zh.t)).toBe('观众318');
    expect(systemText('sys:demo.card.funnel.title', en.t)).toBe('Funnel analysis');
    expect(systemText('sys:demo.card.funnel.title', zh.t)).toBe('漏斗分析');
  });

  it('translates every settlement failure in both locales', () => {
    for (const failure of SETTLEMENT_FAILURES) {
      const code = settlementFailureCode(failure);
      for (const i18n of [en, zh]) {
        const text = systemText(code, i18n.t, i18n.has);
        expect(text, `${i18n.locale} ${failure}`).not.toBe(code);
        expect(text).toBe(i18n.t(`settlements.failure.${failure}`));
      }
    }
    expect(systemText(settlementFailureCode('accountClosed'), zh.t)).not.toBe(
      systemText(settlementFailureCode('accountClosed'), en.t),
    );
  });

  it('shows typed text as typed and nothing for null, undefined or empty', () => {
    expect(systemText('对方退票', en.t)).toBe('对方退票');
    expect(systemText('system: down', en.t)).toBe('system: down');
    expect(systemText(null, en.t)).toBe('');
    expect(systemText(undefined, zh.t)).toBe('');
    expect(systemText('', zh.t)).toBe('');
  });

  it('keeps an unknown code as stored, so nothing is hidden', () => {
    expect(systemText('sys:no.such.key', en.t)).toBe('sys:no.such.key');
    expect(systemText('sys:no.such.key?n=1', zh.t)).toBe('sys:no.such.key?n=1');
    expect(systemText('sys:', en.t)).toBe('sys:');
    const t = vi.fn(() => 'should not be asked');
    expect(systemText('sys:no.such.key', t, () => false)).toBe('sys:no.such.key');
    expect(t).not.toHaveBeenCalled();
    expect(systemText('sys:k', () => '')).toBe('sys:k');
  });

  it('hands the stored arguments back as they were given (property)', () => {
    const key = fc.stringMatching(/^[a-z]+(\.[a-zA-Z]+){0,3}$/);
    const values = fc.dictionary(fc.stringMatching(/^[a-z]\w{0,8}$/), fc.string(), { maxKeys: 4 });
    fc.assert(
      fc.property(key, values, (k, v) => {
        const t = vi.fn((asked: string, given?: Record<string, string>) =>
          JSON.stringify([asked, given ?? null]),
        );
        const shown = systemText(systemTextCode(k, v), t);
        const hasValues = Object.keys(v).length > 0;
        expect(JSON.parse(shown)).toEqual([k, hasValues ? v : null]);
      }),
    );
  });
});
