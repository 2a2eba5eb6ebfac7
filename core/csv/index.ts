export * from './cell.ts';
export * from './columns.ts';
export * from './exports.ts';
