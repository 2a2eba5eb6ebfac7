/**
 * The permission directive of seed §6: the value must be a list of roles; an empty list means no
 * restriction; otherwise the element stays only when the current role is in the list.
 */
export function hasPermission(value: unknown, role: string): boolean {
  if (!Array.isArray(value)) {
    // The template's exact message, so a misuse reads the same as in the original product.
    throw new Error(`need roles! Like v-permission="['admin','user']"`);
  }
  return value.length === 0 || value.includes(role);
}
