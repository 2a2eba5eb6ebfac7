/**
 * qy shows a stored system text code (a settlement's failure reason, a demo card's title, a
 * seeded viewer's name) in the chosen locale, as the console does; typed text and unknown codes
 * as stored (issue 26).
 */
import { expect, test } from 'vitest';
import type { LogEntry } from '#core/types';
import { logColumns } from '../../../cli/commands/logs/columns.ts';
import { systemTextIn } from '../../../cli/output/system-text.ts';

test('a code reads in the chosen locale, with its arguments', () => {
  expect(systemTextIn('sys:demo.card.funnel.title', 'en-US')).toBe('Funnel analysis');
  expect(systemTextIn('sys:demo.card.funnel.title', 'zh-CN')).toBe('漏斗分析');
  expect(systemTextIn('sys:settlements.failure.bankBusy', 'zh-CN')).toBe(
    '银行系统繁忙，请稍后重试',
  );
  expect(systemTextIn('sys:demo.monitor.viewer?n=318', 'en-US')).toBe('Viewer 318');
  expect(systemTextIn('sys:demo.monitor.viewer?n=318', 'zh-CN')).toBe('观众318');
});

test('typed text and unknown codes stay as stored', () => {
  expect(systemTextIn('对方退票', 'en-US')).toBe('对方退票');
  expect(systemTextIn('sys:no.such.key', 'en-US')).toBe('sys:no.such.key');
  expect(systemTextIn(null, 'en-US')).toBe('');
});

test("`qy logs list` shows a demo card's title as its log target in the chosen locale", () => {
  const target = (locale: 'en-US' | 'zh-CN') =>
    logColumns(locale)
      .find((c) => c.id === 'target')
      ?.get({ target: 'sys:demo.card.funnel.title' } as LogEntry);
  expect(target('en-US')).toBe('Funnel analysis');
  expect(target('zh-CN')).toBe('漏斗分析');
});
