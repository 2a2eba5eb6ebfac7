/**
 * The forms an operator may type for a word the palette recognises (a status, a sort word, an
 * action): the word in either language, lower-cased, and for Chinese its tails of two or more
 * characters ('失败' of '结算失败'), each also as full pinyin and pinyin initials ('shibai', 'sb').
 */
import { pinyinKeys } from '../../lib/pinyin-keys.ts';

const HAN = /[\u3400-\u9fff]/;

/** Every typed form of `words` (duplicates removed). */
export function wordForms(words: readonly string[]): string[] {
  const out = new Set<string>();
  for (const raw of words) {
    const word = raw.trim().toLowerCase();
    if (!word) continue;
    out.add(word);
    if (!HAN.test(word)) continue;
    const chars = [...word];
    for (let from = 0; from <= chars.length - 2; from++) {
      const tail = chars.slice(from).join('');
      out.add(tail);
      const py = pinyinKeys(tail);
      if (py.full) out.add(py.full);
      if (py.initials) out.add(py.initials);
    }
  }
  return [...out];
}

/**
 * Drops the forms two or more words share ('结算' is a tail of both 待结算 and 已结算), so a
 * recognised form names one word only. `forms` is per word, in the words' order.
 */
export function uniqueForms(forms: readonly (readonly string[])[]): string[][] {
  const count = new Map<string, number>();
  for (const list of forms) for (const f of new Set(list)) count.set(f, (count.get(f) ?? 0) + 1);
  return forms.map((list) => list.filter((f) => count.get(f) === 1));
}

/** Whether a typed part is one of the forms (case and surrounding spaces ignored). */
export function isFormOf(part: string, forms: readonly string[]): boolean {
  const p = part.trim().toLowerCase();
  return p !== '' && forms.includes(p);
}
