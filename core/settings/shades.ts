import { hsvToRgb, parseHex, rgbToHsv, rgbTriplet, toHex, type Hsv } from './color.ts';

// Arco's palette constants (@arco-design/color): hue turns 2° per step, lighter shades lose
// saturation down to 9 and gain value up to 100, darker shades gain saturation and lose value to 30.
const HUE_STEP = 2;
const MAX_SATURATION = 100;
const MIN_SATURATION = 9;
const MAX_VALUE = 100;
const MIN_VALUE = 30;

/** Shade i (1..10) of the light palette; shade 6 is the base colour itself. */
function lightShade(base: Hsv, i: number): Hsv {
  if (i === 6) return base;
  const isLight = i < 6;
  const step = isLight ? 6 - i : i - 6;
  const { h, s, v } = base;
  // Warm hues (outside 60–240°) turn the other way, so light shades move toward yellow less.
  const turn = (h >= 60 && h <= 240) === isLight ? -HUE_STEP * step : HUE_STEP * step;
  const hue = Math.round((((h + turn) % 360) + 360) % 360);
  const saturation = isLight
    ? s <= MIN_SATURATION
      ? s
      : s - ((s - MIN_SATURATION) / 5) * step
    : s + ((MAX_SATURATION - s) / 4) * step;
  const value = isLight
    ? v + ((MAX_VALUE - v) / 5) * step
    : v <= MIN_VALUE
      ? v
      : v - ((v - MIN_VALUE) / 4) * step;
  return { h: hue, s: saturation, v: value };
}

/**
 * Shade i of the dark palette, as Arco's palette-dark: the light palette reversed (dark shade i
 * takes hue and value of light shade 11 − i), with saturation re-spread around a base that is
 * 15–20 points less saturated than the input, so colours glow less on a dark background.
 */
function darkShade(base: Hsv, i: number): Hsv {
  // Through hex, as Arco does: the mirrored shade is rounded to whole RGB first.
  const mirrored = rgbToHsv(parseHex(toHex(hsvToRgb(lightShade(base, 11 - i)))));
  const baseSaturation = base.h >= 50 && base.h < 191 ? base.s - 20 : base.s - 15;
  const step = Math.ceil((baseSaturation - 9) / 4);
  const step1to5 = Math.ceil((100 - baseSaturation) / 5);
  const saturation =
    i < 6
      ? baseSaturation + (6 - i) * step1to5
      : i === 6
        ? baseSaturation
        : baseSaturation - step * (i - 6);
  return { h: mirrored.h, s: saturation, v: mirrored.v };
}

export interface ShadeOptions {
  /** The dark-theme palette (default: light). */
  dark?: boolean;
}

/**
 * The 10 primary shades of a theme colour ('#RRGGBB', index 0..9 = shade 1..10), in the manner of
 * Arco's color palette. In the light palette shade 6 (index 5) is the input colour.
 */
export function generateShades(hex: string, { dark = false }: ShadeOptions = {}): string[] {
  const base = rgbToHsv(parseHex(hex));
  return Array.from({ length: 10 }, (_, index) => {
    const i = index + 1;
    return toHex(hsvToRgb(dark ? darkShade(base, i) : lightShade(base, i)));
  });
}

export type PrimaryVariable = `--primary-${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10}`;

/** CSS custom properties '--primary-1'..'--primary-10' → 'R,G,B', as Arco's theme uses them. */
export function themeCssVariables(shades: readonly string[]): Record<PrimaryVariable, string> {
  if (shades.length !== 10) throw new RangeError('themeCssVariables needs exactly 10 shades');
  return Object.fromEntries(
    shades.map((shade, index) => [`--primary-${index + 1}`, rgbTriplet(shade)]),
  ) as Record<PrimaryVariable, string>;
}
