import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  bankCardSchema,
  CREDIT_CODE_CHARSET,
  creditCodeSchema,
  idNoSchema,
  isValidBankCard,
  isValidCreditCode,
  isValidIdNo,
  luhnCheckDigit,
  makeCreditCode,
  makeIdNo,
} from '#core/validate';

const digits = (min: number, max: number) =>
  fc
    .array(fc.constantFrom(...'0123456789'), { minLength: min, maxLength: max })
    .map((a) => a.join(''));

const creditBody = fc
  .array(fc.constantFrom(...CREDIT_CODE_CHARSET), { minLength: 17, maxLength: 17 })
  .map((a) => a.join(''));

const birthDate = fc
  .date({
    min: new Date('1900-01-01T00:00:00Z'),
    max: new Date('2099-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10).replaceAll('-', ''));

const idBody = fc
  .tuple(fc.integer({ min: 110000, max: 999999 }), birthDate, digits(3, 3))
  .map(([region, date, seq]) => `${region}${date}${seq}`);

/** Every string that differs from `s` in exactly one position, over `alphabet`. */
function singleChanges(s: string, alphabet: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < s.length; i += 1) {
    for (const c of alphabet) if (c !== s[i]) out.push(s.slice(0, i) + c + s.slice(i + 1));
  }
  return out;
}

describe('unified social credit code', () => {
  it.each([
    ['91350100M000100Y43', true],
    ['91110000600037341L', true],
    ['91350100M000100Y44', false],
    ['91350100M000100Y4', false],
    ['91350100M000100YI3', false],
  ])('%s → %s', (code, valid) => {
    expect(isValidCreditCode(code)).toBe(valid);
  });

  it('accepts generated codes and refuses any single-character change (property)', () => {
    fc.assert(
      fc.property(creditBody, (body) => {
        const code = makeCreditCode(body);
        expect(isValidCreditCode(code)).toBe(true);
        for (const changed of singleChanges(code, CREDIT_CODE_CHARSET)) {
          expect(isValidCreditCode(changed), changed).toBe(false);
        }
      }),
      { numRuns: 30 },
    );
  });

  it('upper-cases and trims in the schema', () => {
    expect(creditCodeSchema.parse(' 91350100m000100y43 ')).toBe('91350100M000100Y43');
    expect(creditCodeSchema.safeParse('91350100M000100Y40').success).toBe(false);
    expect(() => makeCreditCode('123')).toThrow(RangeError);
    expect(() => makeCreditCode('9135010OM000100Y4')).toThrow(RangeError);
  });
});

describe('resident ID number', () => {
  it.each([
    ['11010519491231002X', true],
    ['110105194912310021', false],
    ['11010519491331002X', false],
    ['01010519491231002X', false],
    ['11010518991231002X', false],
    ['1101051949123100', false],
  ])('%s → %s', (idNo, valid) => {
    expect(isValidIdNo(idNo)).toBe(valid);
  });

  it('accepts generated numbers and refuses any single-character change (property)', () => {
    fc.assert(
      fc.property(idBody, (body) => {
        const idNo = makeIdNo(body);
        expect(isValidIdNo(idNo)).toBe(true);
        for (const changed of singleChanges(idNo, '0123456789X')) {
          expect(isValidIdNo(changed), changed).toBe(false);
        }
      }),
      { numRuns: 30 },
    );
  });

  it('accepts a lower-case x in the schema', () => {
    expect(idNoSchema.parse('11010519491231002x')).toBe('11010519491231002X');
    expect(() => makeIdNo('12345')).toThrow(RangeError);
  });
});

describe('bank card (Luhn)', () => {
  it.each([
    ['4111111111111111', true],
    ['6222021234567890123', false],
    ['79927398713', false],
    ['799273987130', false],
    ['4111111111111112', false],
    ['41111111111111111111', false],
  ])('%s → %s', (card, valid) => {
    expect(isValidBankCard(card)).toBe(valid);
  });

  it('computes the check digit', () => {
    expect(luhnCheckDigit('7992739871')).toBe('3');
    expect(luhnCheckDigit('411111111111111')).toBe('1');
    expect(() => luhnCheckDigit('12a')).toThrow(RangeError);
  });

  it('accepts generated cards and refuses any single-digit change (property)', () => {
    fc.assert(
      fc.property(digits(11, 18), (payload) => {
        const card = payload + luhnCheckDigit(payload);
        expect(isValidBankCard(card)).toBe(true);
        for (const changed of singleChanges(card, '0123456789')) {
          expect(isValidBankCard(changed), changed).toBe(false);
        }
      }),
      { numRuns: 50 },
    );
  });

  it('drops spaces between groups in the schema', () => {
    expect(bankCardSchema.parse('4111 1111 1111 1111')).toBe('4111111111111111');
  });
});
