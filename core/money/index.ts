export * from './parse-yuan.ts';
export * from './format-fen.ts';
export * from './allocate.ts';
export * from './basis-points.ts';
export * from './bounds.ts';
