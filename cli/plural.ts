/**
 * ICU `{n, plural, …}` blocks chosen before core's formatter sees the message. Formatting a
 * plural through intl-messageformat builds an Intl.NumberFormat (and asks it for the supported
 * locales) on first use: 25–120 ms of ICU data loading in every qy run that prints a count, such as
 * the settlement totals of `qy settlements list --json`. Intl.PluralRules alone costs under 1 ms.
 * Only the plain shape is taken here (an integer value; branches of text and `#`, no nested
 * arguments or quotes); anything else is left for the formatter, which gives the same result
 * (tests/cli/messages.test.ts compares the two on every CLI message).
 */
const BLOCK =
  /\{(\w+),\s*plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{[^{}']*\})+)\s*\}/g;
const BRANCH = /(=\d+|zero|one|two|few|many|other)\s*\{([^{}']*)\}/g;

const rules = new Map<string, Intl.PluralRules>();

/** An integer as en-US and zh-CN print it: digits grouped by three with commas. */
function groupDigits(n: number): string {
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ',');
  return n < 0 ? `-${digits}` : digits;
}

export function selectPlurals(
  template: string,
  locale: string,
  values: Record<string, string | number>,
): string {
  if (!template.includes('plural')) return template;
  return template.replace(BLOCK, (whole, name: string, body: string) => {
    const n = values[name];
    if (typeof n !== 'number' || !Number.isSafeInteger(n)) return whole;
    const branches = new Map([...body.matchAll(BRANCH)].map((m) => [m[1], m[2]]));
    let rule = rules.get(locale);
    if (!rule) rules.set(locale, (rule = new Intl.PluralRules(locale)));
    const text = branches.get(`=${n}`) ?? branches.get(rule.select(n)) ?? branches.get('other');
    return text === undefined ? whole : text.replaceAll('#', groupDigits(n));
  });
}
