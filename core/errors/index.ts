export * from './codes.ts';
export * from './app-error.ts';
