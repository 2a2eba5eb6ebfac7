const CODES = {
  red: [31, 39],
  green: [32, 39],
  yellow: [33, 39],
  cyan: [36, 39],
  gray: [90, 39],
  bold: [1, 22],
  dim: [2, 22],
} as const;

export type Style = keyof typeof CODES;

/** Wraps text in an SGR colour when colour is on; plain text otherwise (pipes, NO_COLOR). */
export function paint(text: string, style: Style | undefined, enabled: boolean): string {
  if (!enabled || !style || text === '') return text;
  const [open, close] = CODES[style];
  return `\u001b[${open}m${text}\u001b[${close}m`;
}
