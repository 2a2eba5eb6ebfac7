/**
 * Tailwind v4 config (loaded by web/styles/app.css through `@config`). Colours are CSS variables so
 * the theme colour (10 shades from core's generateShades), light/dark and colour-weak switch at
 * runtime without rebuilding: `--primary-1..10` and the neutral tokens hold 'R,G,B' triplets.
 */
const triplet = (name: string) => `rgba(var(--${name}), <alpha-value>)`;

const primary = Object.fromEntries(
  Array.from({ length: 10 }, (_, i) => [String(i + 1), triplet(`primary-${i + 1}`)]),
);

export default {
  content: ['./web/**/*.{ts,tsx,html}'],
  darkMode: 'class',
  theme: {
    extend: {
      colors: {
        primary: { ...primary, DEFAULT: triplet('primary-6'), solid: triplet('primary-solid') },
        canvas: triplet('c-canvas'),
        surface: triplet('c-surface'),
        'surface-2': triplet('c-surface-2'),
        'surface-3': triplet('c-surface-3'),
        line: triplet('c-line'),
        'line-strong': triplet('c-line-strong'),
        fg: triplet('c-fg'),
        'fg-2': triplet('c-fg-2'),
        'fg-3': triplet('c-fg-3'),
        danger: { DEFAULT: triplet('c-danger'), solid: triplet('c-danger-solid') },
        success: triplet('c-success'),
        warning: triplet('c-warning'),
      },
      fontFamily: {
        sans: [
          'Inter',
          '-apple-system',
          'BlinkMacSystemFont',
          '"Segoe UI"',
          '"PingFang SC"',
          '"Hiragino Sans GB"',
          '"Microsoft YaHei"',
          '"Noto Sans CJK SC"',
          '"Noto Sans SC"',
          'sans-serif',
        ],
        mono: ['"JetBrains Mono"', '"SFMono-Regular"', 'Menlo', 'Consolas', 'monospace'],
      },
      fontSize: { base: ['14px', '22px'], sm: ['13px', '20px'], xs: ['12px', '18px'] },
      boxShadow: {
        pop: 'var(--shadow-pop)',
      },
      keyframes: {
        'fade-in': { from: { opacity: '0' }, to: { opacity: '1' } },
        'slide-in-right': { from: { transform: 'translateX(100%)' }, to: { transform: 'none' } },
        'pop-in': {
          from: { opacity: '0', transform: 'translateY(4px) scale(0.98)' },
          to: { opacity: '1', transform: 'none' },
        },
      },
      animation: {
        'fade-in': 'fade-in 120ms ease-out',
        'slide-in-right': 'slide-in-right 180ms cubic-bezier(0.2, 0.8, 0.2, 1)',
        'pop-in': 'pop-in 140ms ease-out',
      },
    },
  },
};
