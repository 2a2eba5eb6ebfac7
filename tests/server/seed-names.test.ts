import { describe, expect, it } from 'vitest';
import { createRandom } from '../../server/domain/prng.ts';
import { createNamer } from '../../server/db/seed/names.ts';

describe('seeded names', () => {
  it.each([1, 42])('are unique and carry no serial numbers (seed %i)', (seed) => {
    const namer = createNamer(createRandom(seed));
    const companies = Array.from({ length: 3000 }, () => namer.company());
    const shops = Array.from({ length: 3000 }, () => namer.shop());
    for (const names of [companies, shops]) {
      expect(new Set(names).size).toBe(names.length);
      for (const name of names) expect(name).not.toMatch(/[0-9０-９]/);
    }
    expect(companies[0]).toMatch(/(有限公司|股份有限公司|有限责任公司)$/);
    expect(shops[0]).toMatch(/^[\u4e00-\u9fff]+（[\u4e00-\u9fff]+路店）$/);
  });
});
