// CJK ideographs, kana and hangul: each character is one word, as Chinese text has no spaces.
const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
const LATIN_RUN = /[\p{L}\p{N}]+/gu;

/**
 * Words in mixed Chinese/Latin text: each CJK character counts as one word, each run of other
 * letters or digits as one word; punctuation and spaces count nothing.
 * '你好 world 2024!' → 4.
 */
export function countWords(text: string): number {
  const cjk = text.match(CJK_CHAR)?.length ?? 0;
  const latin = text.replace(CJK_CHAR, ' ').match(LATIN_RUN)?.length ?? 0;
  return cjk + latin;
}
