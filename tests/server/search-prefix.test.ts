import { expect, test } from 'vitest';
import { prefixUpperBound } from '../../server/routes/search/service.ts';

test('the upper bound of a prefix range is the prefix with its last character incremented', () => {
  expect(prefixUpperBound('BZJ2026')).toBe('BZJ2027');
  expect(prefixUpperBound('st9')).toBe('st:');
  expect(prefixUpperBound('星辰')).toBe('星辱');
  // Every string that starts with the prefix sorts inside [prefix, bound), nothing else does.
  const bound = prefixUpperBound('ab')!;
  for (const s of ['ab', 'ab0', 'abz', 'ab\u{1F600}']) expect(s >= 'ab' && s < bound, s).toBe(true);
  for (const s of ['aa', 'ac', 'a', 'b']) expect(s >= 'ab' && s < bound, s).toBe(false);
});

test('no bound (LIKE instead) for an empty prefix or a last character without a simple successor', () => {
  expect(prefixUpperBound('')).toBeNull();
  expect(prefixUpperBound('a\uffff')).toBeNull();
  expect(prefixUpperBound('\u{1F600}')).toBeNull();
});
