/**
 * Response schemas (zod) of the API's wire shapes, one file per domain. The server's endpoint
 * declarations carry them: the OpenAPI document publishes them and, under tests, every JSON answer
 * is checked against its schema. The wire types of core/types are inferred from them.
 */
export * from './common.ts';
export * from './organisations.ts';
export * from './deposits.ts';
export * from './merchants.ts';
export * from './settlements.ts';
export * from './session.ts';
export * from './workspace.ts';
export * from './template.ts';
export * from './template-documents.ts';
