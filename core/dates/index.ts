export * from './calendar.ts';
export * from './parse-range.ts';
export * from './presets.ts';
