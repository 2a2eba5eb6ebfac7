import { describe, expect, it } from 'vitest';
import { basisPointsToPercent } from '../../../cli/output/cells.ts';
import { csvRecord } from '../../../cli/output/csv.ts';
import { layoutTable, truncateToWidth } from '../../../cli/output/layout.ts';
import { cleanCell, safeJson, stripControl } from '../../../cli/output/sanitize.ts';
import stringWidth from 'string-width';

const ESC = '\u001b';

describe('stripControl', () => {
  it.each([
    [`${ESC}[31mred${ESC}[0m`, 'red'],
    [`a${ESC}]0;title\u0007b`, 'ab'],
    [`a${ESC}]8;;http://x${ESC}\\link${ESC}]8;;${ESC}\\b`, 'alinkb'],
    [`a\u009b2Jb`, 'ab'],
    [`bell\u0007 nul\u0000 del\u007f c1\u0085`, 'bell nul del c1'],
    [`${ESC}Pdcs data${ESC}\\x`, 'x'],
    [`keep\ttab\nnewline 中文`, 'keep\ttab\nnewline 中文'],
  ])('cleans %j', (input, output) => {
    expect(stripControl(input)).toBe(output);
  });

  it('turns tabs and line breaks into spaces in a cell', () => {
    expect(cleanCell('a\tb\r\nc')).toBe('a b c');
  });

  it('escapes C1 and DEL in JSON and keeps it parseable', () => {
    const text = safeJson({ s: `x\u009by\u007f${ESC}` });
    expect(text).toBe('{"s":"x\\u009by\\u007f\\u001b"}');
    expect(JSON.parse(text)).toEqual({ s: `x\u009by\u007f${ESC}` });
  });
});

describe('CSV', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\r\nlines', '"two\nlines"'],
    ['', ''],
    // The formula guard of the server's export: a planted '=HYPERLINK(…)' is not live.
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ['+1', "'+1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['-12.50', '-12.50'],
  ])('quotes %j as %j', (value, field) => {
    expect(csvRecord([value])).toBe(`${field}\r\n`);
  });

  it('ends records with CRLF', () => {
    expect(csvRecord(['a', 'b'])).toBe('a,b\r\n');
  });
});

describe('table layout', () => {
  it('never cuts the key column, even at 80 columns', () => {
    const key = 'BZJ20260101000001';
    const layout = layoutTable(
      ['Account no', 'Institution', 'Paid'],
      [[key, 'A very long institution name that does not fit anywhere', '1,000.00']],
      ['left', 'left', 'right'],
      40,
      0,
    );
    expect(layout.rows[0][0]).toBe(key);
    expect(layout.rows[0][1]).toMatch(/…$/);
  });

  it('pads by display width so CJK text lines up', () => {
    const layout = layoutTable(
      ['Name', 'Amount'],
      [
        ['中文名称', '1.00'],
        ['ab', '1,000.00'],
      ],
      ['left', 'right'],
      80,
    );
    const widths = layout.rows.map((r) => r.map((c) => stringWidth(c)));
    expect(widths).toEqual([
      [8, 8],
      [8, 8],
    ]);
    expect(layout.rows[0][1]).toBe('    1.00');
    expect(layout.rows[1][0]).toBe('ab      ');
  });

  it('narrows the widest text column, never an amount, to fit the terminal', () => {
    const long = '很长的机构名称'.repeat(5);
    const layout = layoutTable(['Name', 'Amount'], [[long, '123,456.78']], ['left', 'right'], 30);
    expect(stringWidth(layout.rows[0].join('  '))).toBeLessThanOrEqual(30);
    expect(layout.rows[0][1]).toBe('123,456.78');
    expect(layout.rows[0][0].trimEnd().endsWith('…')).toBe(true);
  });

  it('truncates wide characters without splitting them', () => {
    expect(truncateToWidth('中文中文', 5)).toBe('中文…');
    expect(stringWidth(truncateToWidth('中文中文', 5))).toBeLessThanOrEqual(5);
  });
});

describe('basis points', () => {
  it.each([
    [1250, '12.50%'],
    [10000, '100.00%'],
    [5, '0.05%'],
    [-1, '-0.01%'],
  ])('shows %i bp as %s', (bp, text) => {
    expect(basisPointsToPercent(bp)).toBe(text);
  });
});
