import { luhnCheckDigit, makeCreditCode, makeIdNo } from '#core/validate';
import type { Random } from '../../domain/prng.ts';

const CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const REGIONS = [
  '110101',
  '310101',
  '440106',
  '440305',
  '330106',
  '320102',
  '510104',
  '500103',
  '420102',
  '610102',
];

/** A valid unified social credit code (GB 32100 check character by core). */
export function creditCode(r: Random): string {
  let org = '';
  for (let i = 0; i < 9; i++) org += CODE_CHARS[r.int(0, CODE_CHARS.length - 1)];
  return makeCreditCode(`91${r.pick(REGIONS)}${org}`);
}

/** A valid 18-character resident ID number (ISO 7064 MOD 11-2 check by core). */
export function idNo(r: Random): string {
  const year = r.int(1960, 2000);
  const month = String(r.int(1, 12)).padStart(2, '0');
  const day = String(r.int(1, 28)).padStart(2, '0');
  return makeIdNo(
    `${r.pick(REGIONS)}${year}${month}${day}${String(r.int(0, 999)).padStart(3, '0')}`,
  );
}

/** A Luhn-valid 19-digit bank card number. */
export function bankCard(r: Random): string {
  const body = `${r.pick(['622202', '622848', '621700', '622588', '621483'])}${String(r.int(0, 999_999_999)).padStart(9, '0')}${String(r.int(0, 999)).padStart(3, '0')}`;
  return body + luhnCheckDigit(body);
}
