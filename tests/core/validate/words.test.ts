import { describe, expect, it } from 'vitest';
import { countWords, maxWords } from '#core/validate';

describe('countWords', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['hello world', 2],
    ['你好世界', 4],
    ['你好 world 2024!', 4],
    ['Arco设计系统v2', 6],
    ['don’t stop', 3],
    ['，。！', 0],
  ])('%j has %d words', (text, n) => {
    expect(countWords(text)).toBe(n);
  });

  it('limits text by words, not characters', () => {
    const schema = maxWords(3);
    expect(schema.safeParse('一二三').success).toBe(true);
    expect(schema.safeParse('一二三四').success).toBe(false);
    expect(schema.safeParse('supercalifragilistic is long').success).toBe(true);
  });
});
