export type * from './domain.ts';
export type * from './reviews.ts';
