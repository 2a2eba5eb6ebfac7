import { Command } from 'commander';
import type { ApiTokenInput, ApiTokenScope } from '#core/api';
import { UsageError } from '../../errors.ts';
import type { Translate } from '../../text.ts';
import { withExamples, type CommandContext, type Run } from '../context.ts';
import { parseChoice, parseId } from '../parse.ts';

// Type-checked against core's scopes; a value import of #core/api would load the client on --help.
const SCOPES = Object.keys({
  'read-only': true,
  'read-write': true,
} satisfies Record<ApiTokenScope, true>) as ApiTokenScope[];
/** core/api's MAX_API_TOKEN_DAYS (the server refuses more). */
const MAX_DAYS = 365;

export type AuthStatusOptions = Record<string, never>;
export interface AuthSwitchOptions {
  server: string;
}
export type AuthTokenCreateOptions = ApiTokenInput;
export type AuthTokenListOptions = Record<string, never>;
export interface AuthTokenRevokeOptions {
  id: number;
}

/** `--expires 30` (days) or `never`; default 90 days. */
export function parseExpiry(value: unknown, t: Translate): number | null {
  if (value === undefined) return 90;
  const text = String(value).trim().toLowerCase();
  if (text === 'never') return null;
  const days = Number(text);
  if (!/^\d+$/.test(text) || days < 1 || days > MAX_DAYS) {
    throw new UsageError(t('cli.auth.token.badExpiry'), 'auth token create');
  }
  return days;
}

export function parseTokenCreateOptions(
  name: string,
  raw: Record<string, unknown>,
  t: Translate,
): AuthTokenCreateOptions {
  const scope = parseChoice(raw.scope, SCOPES, '--scope', t, 'auth token create') ?? 'read-only';
  return { name: name.trim(), scope, expiresInDays: parseExpiry(raw.expires, t) };
}

export interface AuthRunners {
  authStatus: Run<AuthStatusOptions>;
  authSwitch: Run<AuthSwitchOptions>;
  authTokenCreate: Run<AuthTokenCreateOptions>;
  authTokenList: Run<AuthTokenListOptions>;
  authTokenRevoke: Run<AuthTokenRevokeOptions>;
}

function tokenCommand(ctx: CommandContext, runners: AuthRunners): Command {
  const { t } = ctx;
  const create = new Command('create')
    .description(t('cli.auth.token.create.description'))
    .argument('<name>', t('cli.auth.token.option.name'))
    .option('--scope <scope>', t('cli.auth.token.option.scope'))
    .option('--expires <days>', t('cli.auth.token.option.expires'))
    .action(async (name: string, raw: Record<string, unknown>, cmd: Command) => {
      await runners.authTokenCreate(parseTokenCreateOptions(name, raw, t), ctx.factoryFor(cmd));
    });
  withExamples(create, t, [
    'qy auth token create nightly-export --scope read-only --expires 30',
    'TOKEN=$(qy auth token create deploy-bot --scope read-write --expires never)',
  ]);
  const list = new Command('list')
    .description(t('cli.auth.token.list.description'))
    .action(async (_raw: unknown, cmd: Command) => {
      await runners.authTokenList({}, ctx.factoryFor(cmd));
    });
  withExamples(list, t, ['qy auth token list', 'qy auth token list --json']);
  const revoke = new Command('revoke')
    .description(t('cli.auth.token.revoke.description'))
    .argument('<id>', t('cli.auth.token.argument.id'))
    .action(async (id: string, _raw: unknown, cmd: Command) => {
      const parsed = parseId(id, '<id>', t, 'auth token revoke') ?? 0;
      await runners.authTokenRevoke({ id: parsed }, ctx.factoryFor(cmd));
    });
  withExamples(revoke, t, ['qy auth token revoke 12']);
  const token = new Command('token')
    .description(t('cli.auth.token.description'))
    .addCommand(create)
    .addCommand(list)
    .addCommand(revoke);
  return withExamples(token, t, [
    'qy auth token create ci --scope read-only',
    'printf %s "$TOKEN" | qy login --with-token --server https://qy.example.com',
  ]);
}

/** `qy auth status|switch|token …`; without `verbs` the noun alone (enough for the root's help). */
export function authCommand(ctx: CommandContext, runners: AuthRunners, verbs = true): Command {
  const { t } = ctx;
  const auth = new Command('auth').description(t('cli.auth.description'));
  if (!verbs) return auth;
  const status = new Command('status')
    .description(t('cli.auth.status.description'))
    .action(async (_raw: unknown, cmd: Command) => {
      await runners.authStatus({}, ctx.factoryFor(cmd));
    });
  withExamples(status, t, ['qy auth status', 'qy auth status --json']);
  const switchCommand = new Command('switch')
    .description(t('cli.auth.switch.description'))
    .argument('<server>', t('cli.auth.switch.argument'))
    .action(async (server: string, _raw: unknown, cmd: Command) => {
      await runners.authSwitch({ server }, ctx.factoryFor(cmd));
    });
  withExamples(switchCommand, t, ['qy auth switch https://qy-staging.example.com']);
  auth.addCommand(status).addCommand(switchCommand).addCommand(tokenCommand(ctx, runners));
  return withExamples(auth, t, [
    'qy auth status',
    'qy auth switch http://127.0.0.1:8080',
    'qy auth token create nightly --expires 30',
  ]);
}
