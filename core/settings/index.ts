export * from './model.ts';
export * from './store.ts';
export * from './locale-storage.ts';
export * from './shades.ts';
export { parseHex, toHex, rgbTriplet } from './color.ts';
