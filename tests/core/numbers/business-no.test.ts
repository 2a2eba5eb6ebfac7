import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BUSINESS_NO_PREFIX,
  businessDay,
  formatBusinessNo,
  isBusinessNo,
  parseBusinessNo,
  withBusinessPrefix,
  type BusinessNoKind,
} from '#core/numbers';
import { businessNoSchema } from '#core/validate';

const kinds = Object.keys(BUSINESS_NO_PREFIX) as BusinessNoKind[];
const kind = fc.constantFrom(...kinds);
const at = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2099-12-31T00:00:00Z'),
  noInvalidDate: true,
});
const seq = fc.integer({ min: 1, max: 999_999 });

describe('business numbers (one format for server, console and CLI)', () => {
  it('formats and parses back: prefix + Beijing day + six-digit sequence', () => {
    fc.assert(
      fc.property(kind, at, seq, (k, d, n) => {
        const day = businessDay(d);
        const no = formatBusinessNo(BUSINESS_NO_PREFIX[k], day, n);
        expect(no).toHaveLength(BUSINESS_NO_PREFIX[k].length + 14);
        expect(isBusinessNo(k, no)).toBe(true);
        expect(parseBusinessNo(k, no)).toEqual({ day, seq: n });
        expect(businessNoSchema(k).safeParse(no).success).toBe(true);
        for (const other of kinds) if (other !== k) expect(isBusinessNo(other, no)).toBe(false);
      }),
    );
  });

  it('sorts numbers of one day in sequence order as text (keyset order = issue order)', () => {
    fc.assert(
      fc.property(kind, at, seq, seq, (k, d, a, b) => {
        const day = businessDay(d);
        const [x, y] = [a, b].map((n) => formatBusinessNo(BUSINESS_NO_PREFIX[k], day, n));
        expect(Math.sign(x.localeCompare(y, 'en'))).toBe(Math.sign(a - b));
      }),
    );
  });

  it('business days are Beijing days (UTC+8)', () => {
    expect(businessDay(new Date('2026-01-01T15:59:59Z'))).toBe('20260101');
    expect(businessDay(new Date('2026-01-01T16:00:00Z'))).toBe('20260102');
    fc.assert(
      fc.property(at, (d) => {
        expect(businessDay(d)).toMatch(/^\d{8}$/);
      }),
    );
  });

  it('refuses anything else and completes typed prefixes for search', () => {
    for (const bad of ['BZJ2026010100000', 'BZJ202601010000011', 'bzj20260101000001', 'M2026'])
      expect(isBusinessNo('deposit', bad) || isBusinessNo('merchant', bad)).toBe(false);
    expect(parseBusinessNo('settlement', 'BZJ20260101000001')).toBeNull();
    expect(businessNoSchema('deposit').safeParse('BZJ1').success).toBe(false);
    expect(withBusinessPrefix('deposit', 'bzj2026')).toBe('BZJ2026');
    expect(withBusinessPrefix('deposit', '2026')).toBe('BZJ2026');
    expect(withBusinessPrefix('settlement', 'st20')).toBe('ST20');
  });
});
