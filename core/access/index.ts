export * from './routes.ts';
export * from './menu.ts';
export * from './rules.ts';
export * from './navigation.ts';
export * from './permission.ts';
export * from './api-tokens.ts';
