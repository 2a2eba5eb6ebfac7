import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvLine } from '#core/csv';

describe('core CSV', () => {
  it.each([
    [null, ''],
    [undefined, ''],
    [12, '12'],
    ['-12.50', '-12.50'],
    ['=1+1', "'=1+1"],
    ['\tx', "'\tx"],
    ['a,"b"', '"a,""b"""'],
    ['-x,y', '"\'-x,y"'],
    ['a\rb', '"a\rb"'],
    ['\rx', '"\'\rx"'],
    ['@x', "'@x"],
  ])('writes %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('ends lines with CRLF and names the BOM', () => {
    expect(csvLine(['a', 1, null])).toBe('a,1,\r\n');
    expect(CSV_BOM).toBe('\uFEFF');
  });
});
