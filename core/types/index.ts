export type * from './common.ts';
export type * from './session.ts';
export type * from './organisations.ts';
export type * from './business.ts';
export type * from './reviews.ts';
