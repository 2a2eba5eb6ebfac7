/**
 * Check characters of the business identifiers: the unified social credit code (GB 32100-2015),
 * the PRC resident ID number (GB 11643, ISO 7064 MOD 11-2) and bank cards (Luhn).
 */

export const CREDIT_CODE_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

function creditCheckChar(first17: string): string | null {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const value = CREDIT_CODE_CHARSET.indexOf(first17[i]);
    if (value < 0) return null;
    sum += value * CREDIT_CODE_WEIGHTS[i];
  }
  const check = 31 - (sum % 31);
  return CREDIT_CODE_CHARSET[check === 31 ? 0 : check];
}

/** True for an 18-character unified social credit code whose last character checks. */
export function isValidCreditCode(code: string): boolean {
  if (typeof code !== 'string' || code.length !== 18) return false;
  return creditCheckChar(code.slice(0, 17)) === code[17];
}

/** Appends the check character to 17 characters of the credit-code charset (seeds, tests). */
export function makeCreditCode(first17: string): string {
  const check = first17.length === 17 ? creditCheckChar(first17) : null;
  if (check === null) throw new RangeError(`not 17 credit-code characters: ${first17}`);
  return first17 + check;
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

function idCheckChar(first17: string): string | null {
  if (!/^\d{17}$/.test(first17)) return null;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * ID_WEIGHTS[i];
  return ID_CHECK[sum % 11];
}

function isRealBirthDate(yyyymmdd: string): boolean {
  const year = Number(yyyymmdd.slice(0, 4));
  const month = Number(yyyymmdd.slice(4, 6));
  const day = Number(yyyymmdd.slice(6, 8));
  if (year < 1900 || year > 2099) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** True for an 18-character resident ID: region, real birth date, sequence, MOD 11-2 check. */
export function isValidIdNo(idNo: string): boolean {
  if (typeof idNo !== 'string' || !/^[1-9]\d{16}[\dX]$/.test(idNo)) return false;
  return isRealBirthDate(idNo.slice(6, 14)) && idCheckChar(idNo.slice(0, 17)) === idNo[17];
}

/** Appends the MOD 11-2 check character to 17 digits (seeds, tests). */
export function makeIdNo(first17: string): string {
  const check = idCheckChar(first17);
  if (check === null) throw new RangeError(`not 17 digits: ${first17}`);
  return first17 + check;
}

/** The Luhn check digit for a payload of digits (seeds, tests). */
export function luhnCheckDigit(payload: string): string {
  if (!/^\d+$/.test(payload)) throw new RangeError(`not digits: ${payload}`);
  let sum = 0;
  // Double every second digit counting from the right of the payload (the check digit goes after).
  for (let i = 0; i < payload.length; i += 1) {
    let d = Number(payload[payload.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

/** True for 12–19 digits whose last digit is the Luhn check digit of the rest. */
export function isValidBankCard(card: string): boolean {
  if (typeof card !== 'string' || !/^\d{12,19}$/.test(card)) return false;
  return luhnCheckDigit(card.slice(0, -1)) === card.at(-1);
}
