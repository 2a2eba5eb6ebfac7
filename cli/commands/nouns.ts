import type { CliMessageKey } from '../text.ts';

/**
 * The nouns of `qy` (a path: `auth token` sits under `auth`): their help line and examples. The
 * registry makes each noun's command the first time a verb of verbs.ts names it.
 */
export const NOUNS: Record<string, { description: CliMessageKey; examples?: readonly string[] }> = {
  auth: {
    description: 'cli.auth.description',
    examples: [
      'qy auth status',
      'qy auth switch http://127.0.0.1:8080',
      'qy auth token create nightly --expires 30',
    ],
  },
  'auth token': {
    description: 'cli.auth.token.description',
    examples: [
      'qy auth token create ci --scope read-only',
      'printf %s "$TOKEN" | qy login --with-token --server https://qy.example.com',
    ],
  },
  deposits: {
    description: 'cli.deposits.description',
    examples: ['qy deposits list', 'qy deposits show BZJ20260101000001'],
  },
  merchants: { description: 'cli.merchants.description' },
  settlements: {
    description: 'cli.settlements.description',
    examples: [
      'qy settlements list --status failed',
      'qy settlements show ST20260101000001',
      'qy settlements totals --from 2026-01-01 --to 2026-01-31',
    ],
  },
  users: { description: 'cli.users.description' },
  'users tokens': {
    description: 'cli.users.tokens.description',
    examples: ['qy users tokens operator', 'qy users tokens revoke operator 7'],
  },
  logs: { description: 'cli.logs.description', examples: ['qy logs tail --module deposits'] },
  config: {
    description: 'cli.config.description',
    examples: ['qy config set lang zh-CN', 'qy config list'],
  },
};
