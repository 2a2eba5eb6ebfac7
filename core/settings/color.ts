import { AppError } from '../errors/app-error.ts';
import { Code } from '../errors/codes.ts';

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** Hue 0..360, saturation and value 0..100 (the scale Arco's palette works in). */
export interface Hsv {
  h: number;
  s: number;
  v: number;
}

const HEX = /^#?([0-9a-fA-F]{6}|[0-9a-fA-F]{3})$/;

/** '#165DFF', '165dff' or '#16F' to RGB; anything else is refused. */
export function parseHex(hex: string): Rgb {
  const match = HEX.exec(String(hex).trim());
  if (!match) {
    throw new AppError(Code.ValidationFailed, {
      fields: { themeColor: 'validation.invalid' },
      data: { input: hex },
    });
  }
  const digits = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  const n = Number.parseInt(digits, 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

export function toHex({ r, g, b }: Rgb): string {
  const part = (x: number) =>
    Math.round(Math.min(255, Math.max(0, x)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`.toUpperCase();
}

export function rgbToHsv({ r, g, b }: Rgb): Hsv {
  const [rr, gg, bb] = [r / 255, g / 255, b / 255];
  const max = Math.max(rr, gg, bb);
  const min = Math.min(rr, gg, bb);
  const d = max - min;
  let h = 0;
  if (d !== 0) {
    if (max === rr) h = ((gg - bb) / d) % 6;
    else if (max === gg) h = (bb - rr) / d + 2;
    else h = (rr - gg) / d + 4;
    h *= 60;
    if (h < 0) h += 360;
  }
  return { h, s: max === 0 ? 0 : (d / max) * 100, v: max * 100 };
}

export function hsvToRgb({ h, s, v }: Hsv): Rgb {
  const sat = Math.min(100, Math.max(0, s)) / 100;
  const val = Math.min(100, Math.max(0, v)) / 100;
  const hue = ((h % 360) + 360) % 360;
  const c = val * sat;
  const x = c * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = val - c;
  const sector = Math.floor(hue / 60);
  const [r, g, b] = [
    [c, x, 0],
    [x, c, 0],
    [0, c, x],
    [0, x, c],
    [x, 0, c],
    [c, 0, x],
  ][sector];
  return { r: (r + m) * 255, g: (g + m) * 255, b: (b + m) * 255 };
}

/** "R,G,B" as Arco's CSS variables expect (used inside rgb(var(--primary-6))). */
export function rgbTriplet(hex: string): string {
  const { r, g, b } = parseHex(hex);
  return `${r},${g},${b}`;
}
