export * from './catalogue.ts';
