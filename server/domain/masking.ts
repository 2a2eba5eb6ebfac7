/** Masks of personal data for lists, details and exports (PRODUCT.md §2). */

function maskMiddle(value: string, keepStart: number, keepEnd: number): string {
  if (value.length <= keepStart + keepEnd) return '*'.repeat(value.length);
  return (
    value.slice(0, keepStart) +
    '*'.repeat(value.length - keepStart - keepEnd) +
    value.slice(-keepEnd)
  );
}

/** 110101199003071234 → 1101**********1234 */
export function maskIdNo(idNo: string): string {
  return maskMiddle(idNo, 4, 4);
}

/** 6222021234567890123 → 6222 **** **** 0123 style, without spaces: 6222***********0123 */
export function maskBankAccount(account: string): string {
  return maskMiddle(account, 4, 4);
}

/** 13800000001 → 138****0001 */
export function maskPhone(phone: string): string {
  return maskMiddle(phone, 3, 4);
}
