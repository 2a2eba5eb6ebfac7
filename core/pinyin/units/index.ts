/**
 * How pinyin keys are made from a title's units, without a dictionary: shared by core/pinyin
 * (pinyin-pro's readings, on the server and in tests) and the console's web/lib/pinyin-keys.ts
 * (readings from the generated web/lib/pinyin-table.ts), so both compose keys by the same code.
 */

export interface PinyinKeys {
  /** Syllables joined, lower case, no tones ('baozhengjin'); '' without Chinese. */
  full: string;
  /** Initials ('bzj'); '' without Chinese. */
  initials: string;
}

export const HAN = /[\u3400-\u9fff]/;

/**
 * Keys from a title's units: a syllable per Chinese character (the character itself when it has
 * no reading), a run of other characters as one unit.
 */
export function keysFromUnits(units: readonly string[]): PinyinKeys {
  return {
    full: units.join('').toLowerCase().replace(/\s+/g, ''),
    initials: units
      .map((s) => (HAN.test(s) ? s : s.trim().charAt(0)))
      .join('')
      .toLowerCase(),
  };
}

/**
 * Splits a title into units the way pinyin-pro's `nonZh: 'consecutive'` does: each Chinese
 * character read alone (itself when `reading` has none), each run of other characters as one.
 */
export function unitsOf(text: string, reading: (char: string) => string | undefined): string[] {
  const units: string[] = [];
  let run = '';
  for (const char of text) {
    if (HAN.test(char)) {
      if (run) units.push(run);
      run = '';
      units.push(reading(char) ?? char);
    } else run += char;
  }
  if (run) units.push(run);
  return units;
}
