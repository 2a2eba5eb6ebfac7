/**
 * Countries and areas of a profile are stored by their English name (the seed's demo values, the
 * settings form's choices) and shown in the console's language; a name typed by hand that is not
 * one of them is shown as typed (issue 26).
 */

/** The stored country names and their message keys. */
export const COUNTRIES: Record<string, string> = {
  China: 'template.country.china',
  Singapore: 'template.country.singapore',
  Japan: 'template.country.japan',
  'United States': 'template.country.unitedStates',
  Germany: 'template.country.germany',
};

/** The areas the seed writes, and their message keys. */
const AREAS: Record<string, string> = {
  Beijing: 'template.area.beijing',
  Shanghai: 'template.area.shanghai',
  Hangzhou: 'template.area.hangzhou',
  Shenzhen: 'template.area.shenzhen',
};

type Translate = (key: string) => string;

/** A stored country or area in the console's language; anything else as it is. */
export function placeName(value: string | null | undefined, t: Translate): string {
  if (!value) return '';
  const key = COUNTRIES[value] ?? AREAS[value];
  return key ? t(key) : value;
}
