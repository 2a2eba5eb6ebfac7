import stringWidth from 'string-width';

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const cache = new Map<string, number>();

/**
 * Terminal columns a string takes (a CJK character two). ASCII takes the fast path and other
 * strings are cached: names repeat across thousands of rows, and string-width's grapheme
 * segmentation dominated the time of a 3,000-row table.
 */
export function displayWidth(text: string): number {
  if (PRINTABLE_ASCII.test(text)) return text.length;
  let width = cache.get(text);
  if (width === undefined) {
    width = stringWidth(text);
    if (cache.size < 50_000) cache.set(text, width);
  }
  return width;
}
