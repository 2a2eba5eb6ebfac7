import type { ApiToken } from '#core/api';
import { column, type Column } from '../../output/columns.ts';

/** An API token's columns: `qy auth token list` (one's own) and `qy users tokens` (an admin's). */
export const tokenColumns: readonly Column<ApiToken>[] = [
  column('id', 'cli.field.id', 'text', (r) => r.id),
  column('name', 'cli.field.name', 'text', (r) => r.name),
  column('scope', 'cli.field.scope', 'text', (r) => r.scope),
  column('hint', 'cli.field.hint', 'text', (r) => `${r.hint}…`),
  column('createdAt', 'cli.field.createdAt', 'time', (r) => r.createdAt),
  column('expiresAt', 'cli.field.expires', 'time', (r) => r.expiresAt),
  column('lastUsedAt', 'cli.field.lastUsed', 'time', (r) => r.lastUsedAt),
  column('revokedAt', 'cli.field.revoked', 'time', (r) => r.revokedAt),
];
