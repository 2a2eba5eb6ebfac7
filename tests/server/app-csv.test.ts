import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, csvResponse, keysetPages } from '../../server/http/csv.ts';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+2', "'=1+2"],
    ['+86 138', "'+86 138"],
    ['-cmd', "'-cmd"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['-12.50', '-12.50'],
    [null, ''],
    [42, '42'],
  ])('%j → %s', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('ends lines with CRLF', () => {
    expect(csvLine(['a', 'b'])).toBe('a,b\r\n');
  });
});

describe('csvResponse', () => {
  it('streams a BOM, the header and rows pulled lazily', async () => {
    let produced = 0;
    async function* rows() {
      for (let i = 0; i < 50_000; i++) {
        produced++;
        yield csvLine([i, `名称${i}`]);
      }
    }
    const res = csvResponse('列表.csv', ['id', 'name'], rows());
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="__.csv"; filename*=UTF-8''${encodeURIComponent('列表.csv')}`,
    );
    const reader = res.body!.getReader();
    const first = await reader.read();
    // Only about one chunk has been produced: rows are pulled as the client reads.
    expect(produced).toBeLessThan(10_000);
    const head = new TextDecoder('utf-8', { ignoreBOM: true }).decode(first.value!);
    expect(head.startsWith('\uFEFFid,name\r\n0,名称0\r\n')).toBe(true);
    await reader.cancel();
  });

  it('walks keyset pages until the producer says stop, one chunk per page', async () => {
    const pages = [[1, 2], [3, 4], [5]];
    const chunks: string[] = [];
    for await (const chunk of keysetPages(
      async (after: number | null) => {
        const i = after ?? 0;
        return { rows: pages[i], next: i + 1 < pages.length ? i + 1 : null };
      },
      (n) => csvLine([n]),
    )) {
      chunks.push(chunk);
    }
    expect(chunks).toEqual(['1\r\n2\r\n', '3\r\n4\r\n', '5\r\n']);
  });
});
