import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AppError } from '#core/errors';
import { generateShades, parseHex, rgbTriplet, themeCssVariables, toHex } from '#core/settings';

/** HSV value (the palette's lightness axis): the brightest channel. */
const brightness = (hex: string) => {
  const { r, g, b } = parseHex(hex);
  return Math.max(r, g, b);
};

const luminance = (hex: string) => {
  const { r, g, b } = parseHex(hex);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

const hexColor = fc
  .tuple(
    fc.integer({ min: 0, max: 255 }),
    fc.integer({ min: 0, max: 255 }),
    fc.integer({ min: 0, max: 255 }),
  )
  .map(([r, g, b]) => toHex({ r, g, b }));

describe('generateShades', () => {
  it("reproduces Arco's arcoblue palettes from #165DFF", () => {
    expect(generateShades('#165DFF')).toEqual([
      '#E8F3FF',
      '#BEDAFF',
      '#94BFFF',
      '#6AA1FF',
      '#4080FF',
      '#165DFF',
      '#0E42D2',
      '#072CA6',
      '#031A79',
      '#000D4D',
    ]);
    expect(generateShades('#165DFF', { dark: true })).toEqual([
      '#000D4D',
      '#041B79',
      '#0E32A6',
      '#1D4DD2',
      '#306FFF',
      '#3C7EFF',
      '#689FFF',
      '#93BEFF',
      '#BEDAFF',
      '#EAF4FF',
    ]);
  });

  it('turns warm hues the other way', () => {
    const red = generateShades('#F53F3F');
    expect(red[5]).toBe('#F53F3F');
    expect(red[0]).toBe('#FFECE8');
    expect(red[9]).toBe('#4D000A');
  });

  it('keeps the input at shade 6 and never brightens toward shade 10 (property)', () => {
    fc.assert(
      fc.property(hexColor, (hex) => {
        const shades = generateShades(hex);
        expect(shades).toHaveLength(10);
        expect(shades[5]).toBe(hex);
        for (let i = 1; i < 10; i += 1) {
          expect(brightness(shades[i]), `${hex} shade ${i + 1}`).toBeLessThanOrEqual(
            brightness(shades[i - 1]),
          );
        }
        // Lighter shades are strictly brighter than the base unless it is already at full value.
        if (brightness(hex) < 250) expect(brightness(shades[0])).toBeGreaterThan(brightness(hex));
      }),
    );
  });

  it('gives 10 distinct shades for saturated colours', () => {
    for (const hex of ['#165DFF', '#F53F3F', '#00B42A', '#FF7D00', '#722ED1', '#F7BA1E']) {
      expect(new Set(generateShades(hex)).size, hex).toBe(10);
      expect(new Set(generateShades(hex, { dark: true })).size, hex).toBe(10);
    }
  });

  it('brightens from shade 1 to 10 in the dark palette', () => {
    const dark = generateShades('#00B42A', { dark: true });
    expect(luminance(dark[9])).toBeGreaterThan(luminance(dark[0]));
  });

  it.each(['', 'blue', '#12345', '#GGGGGG', '#1234567', 'rgb(1,2,3)'])('refuses %j', (hex) => {
    expect(() => generateShades(hex)).toThrow(AppError);
  });

  it('accepts short and unprefixed hex', () => {
    expect(generateShades('16f')[5]).toBe('#1166FF');
    expect(generateShades('165dff')[5]).toBe('#165DFF');
  });
});

describe('themeCssVariables', () => {
  it('maps shades to --primary-N R,G,B triplets', () => {
    const vars = themeCssVariables(generateShades('#165DFF'));
    expect(Object.keys(vars)).toHaveLength(10);
    expect(vars['--primary-6']).toBe('22,93,255');
    expect(vars['--primary-1']).toBe('232,243,255');
    expect(rgbTriplet('#000D4D')).toBe('0,13,77');
  });

  it('needs exactly 10 shades', () => {
    expect(() => themeCssVariables(['#000000'])).toThrow(RangeError);
  });
});

describe('colour edge cases', () => {
  it('handles greys and black (no hue, no saturation)', () => {
    expect(generateShades('#808080')[5]).toBe('#808080');
    expect(generateShades('#000000')[5]).toBe('#000000');
    expect(new Set(generateShades('#808080')).size).toBeGreaterThan(1);
  });
});
