export type * from './domain.ts';
