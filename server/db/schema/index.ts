// The one barrel of the server: drizzle needs every table in one schema object.
// Infra tables.
export * from './users.ts';
export * from './sessions.ts';
export * from './api-tokens.ts';
export * from './sms-codes.ts';
export * from './rate-limits.ts';
export * from './login-attempts.ts';
export * from './system-logs.ts';
export * from './menus.ts';
// Business tables (added by the business engineer below).
export * from './organisations.ts';
export * from './institutions.ts';
export * from './deposit-accounts.ts';
export * from './deposit-requests.ts';
export * from './merchants.ts';
export * from './merchant-reviews.ts';
export * from './change-reviews.ts';
export * from './provider-merchants.ts';
export * from './provider-events.ts';
export * from './settlements.ts';
export * from './settlement-daily-totals.ts';
export * from './messages.ts';
export * from './business-sequences.ts';
export * from './search-terms.ts';
export * from './content-sets.ts';
export * from './cards.ts';
export * from './channel-forms.ts';
export * from './param-groups.ts';
export * from './user-profiles.ts';
export * from './certifications.ts';
export * from './template-documents.ts';
