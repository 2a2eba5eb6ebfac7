import { describe, expect, it } from 'vitest';
import { checkImportRows, parseCsv } from '../../../web/features/search-table/csv-import.ts';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, CRLF and a BOM', () => {
    const text = '\uFEFFa,b,c\r\n"x, y","say ""hi""","two\nlines"\r\n\r\nlast,,\n';
    expect(parseCsv(text)).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'two\nlines'],
      ['last', '', ''],
    ]);
  });

  it('keeps a final row without a line break', () => {
    expect(parseCsv('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});

describe('checkImportRows', () => {
  it('reports each row against the create rules, with file line numbers', () => {
    const report = checkImportRows(
      'status,name,contentType,filterType,count,extra\n' +
        ',Good,img,rules,,ignored\n' +
        'online,,video,rules,-1,\n',
      'en-US',
    );
    expect(report).toEqual([
      {
        line: 2,
        ok: true,
        value: {
          name: 'Good',
          contentType: 'img',
          filterType: 'rules',
          count: 0,
          status: 'offline',
        },
      },
      {
        line: 3,
        ok: false,
        errors: {
          name: 'This field is required',
          contentType: 'Select one of the options',
          count: 'Must be at least 0',
        },
      },
    ]);
  });

  it('names the required columns a header lacks', () => {
    expect(checkImportRows('name,count\nA,1\n', 'zh-CN')).toEqual({
      header: ['contentType', 'filterType'],
    });
  });
});
