import { Command } from 'commander';
import type { ApiTokenInput, ApiTokenScope } from '#core/api';
import { UsageError } from '../../errors.ts';
import type { Translate } from '../../text.ts';
import { withExamples } from '../context.ts';
import { defineVerb } from '../verb.ts';
import { valueArgument, valueOption } from '../option-values.ts';
import { parseChoice, parseId } from '../parse.ts';

// Type-checked against core's scopes; a value import of #core/api would load the client on --help.
const SCOPES = Object.keys({
  'read-only': true,
  'read-write': true,
} satisfies Record<ApiTokenScope, true>) as ApiTokenScope[];
/** core/access's MAX_API_TOKEN_DAYS_BY_SCOPE (the server refuses more; no token lives forever). */
const MAX_DAYS = { 'read-only': 365, 'read-write': 90 } satisfies Record<ApiTokenScope, number>;

export type AuthStatusOptions = Record<string, never>;
export interface AuthSwitchOptions {
  /** A context name or a server URL. */
  target: string;
}
export interface AuthTokenCreateOptions extends Omit<ApiTokenInput, 'password'> {
  /** Read the password from stdin instead of asking on the terminal. */
  passwordStdin: boolean;
}
export type AuthTokenListOptions = Record<string, never>;
export type AuthTokenPrintOptions = Record<string, never>;
export interface AuthTokenRevokeOptions {
  id: number;
}

/** `--expires 30` (days, at most the scope's longest life); default 90 days. */
function parseExpiry(value: unknown, scope: ApiTokenScope, t: Translate): number {
  if (value === undefined) return 90;
  const text = String(value).trim();
  const days = Number(text);
  if (!/^\d+$/.test(text) || days < 1 || days > MAX_DAYS[scope]) {
    throw new UsageError(
      t('cli.auth.token.badExpiry', { max: MAX_DAYS[scope], scope }),
      'auth token create',
    );
  }
  return days;
}

function parseTokenCreateOptions(
  name: string,
  raw: Record<string, unknown>,
  t: Translate,
): AuthTokenCreateOptions {
  const scope = parseChoice(raw.scope, SCOPES, '--scope', t, 'auth token create') ?? 'read-only';
  return {
    name: name.trim(),
    scope,
    expiresInDays: parseExpiry(raw.expires, scope, t),
    passwordStdin: raw.passwordStdin === true,
  };
}

const load = () => import('./auth-run.ts');

/** What prints the stored contexts' names, one a line: `qy auth switch <TAB>` completes them. */
const CONTEXT_NAMES = ['auth', 'status', '--no-headers', '--fields', 'context'];

export const authStatus = defineVerb<AuthStatusOptions>({
  noun: 'auth',
  name: 'status',
  command: (ctx, run) =>
    withExamples(
      new Command('status')
        .description(ctx.t('cli.auth.status.description'))
        .action(async (_raw: unknown, cmd: Command) => {
          await run({}, ctx.factoryFor(cmd));
        }),
      ctx.t,
      ['qy auth status', 'qy auth status --json'],
    ),
  run: () => load().then((m) => m.runAuthStatus),
});

export const authSwitch = defineVerb<AuthSwitchOptions>({
  noun: 'auth',
  name: 'switch',
  command: (ctx, run) =>
    withExamples(
      valueArgument(
        new Command('switch').description(ctx.t('cli.auth.switch.description')),
        '<context>',
        ctx.t('cli.auth.switch.argument'),
        [],
        'plain',
        CONTEXT_NAMES,
      ).action(async (target: string, _raw: unknown, cmd: Command) => {
        await run({ target }, ctx.factoryFor(cmd));
      }),
      ctx.t,
      [
        'qy auth switch staging',
        'qy auth switch qy.example.com',
        'qy auth switch https://qy-staging.example.com',
      ],
    ),
  run: () => load().then((m) => m.runAuthSwitch),
});

/** `qy auth token` (its default verb, also `qy auth token print`): the credential alone on stdout. */
export const authTokenPrint = defineVerb<AuthTokenPrintOptions>({
  noun: 'auth token',
  name: 'print',
  isDefault: true,
  command: (ctx, run) =>
    withExamples(
      new Command('print')
        .description(ctx.t('cli.auth.token.print.description'))
        .action(async (_raw: unknown, cmd: Command) => {
          await run({}, ctx.factoryFor(cmd));
        }),
      ctx.t,
      ['qy auth token', 'curl -H "Authorization: Bearer $(qy auth token)" …'],
    ),
  run: () => load().then((m) => m.runAuthTokenPrint),
});

export const authTokenCreate = defineVerb<AuthTokenCreateOptions>({
  noun: 'auth token',
  name: 'create',
  command: (ctx, run) => {
    const { t } = ctx;
    const create = new Command('create')
      .description(t('cli.auth.token.create.description'))
      .argument('<name>', t('cli.auth.token.option.name'));
    valueOption(create, '--scope <scope>', t('cli.auth.token.option.scope'), SCOPES, 'plain')
      .option('--expires <days>', t('cli.auth.token.option.expires'))
      .option('--password-stdin', t('cli.auth.token.option.passwordStdin'))
      .action(async (name: string, raw: Record<string, unknown>, cmd: Command) => {
        await run(parseTokenCreateOptions(name, raw, t), ctx.factoryFor(cmd));
      });
    return withExamples(create, t, [
      'qy auth token create nightly-export --scope read-only --expires 30',
      'printf %s "$PASSWORD" | qy auth token create deploy-bot --scope read-write --password-stdin',
    ]);
  },
  run: () => load().then((m) => m.runAuthTokenCreate),
});

export const authTokenList = defineVerb<AuthTokenListOptions>({
  noun: 'auth token',
  name: 'list',
  command: (ctx, run) =>
    withExamples(
      new Command('list')
        .description(ctx.t('cli.auth.token.list.description'))
        .action(async (_raw: unknown, cmd: Command) => {
          await run({}, ctx.factoryFor(cmd));
        }),
      ctx.t,
      ['qy auth token list', 'qy auth token list --json'],
    ),
  run: () => load().then((m) => m.runAuthTokenList),
});

export const authTokenRevoke = defineVerb<AuthTokenRevokeOptions>({
  noun: 'auth token',
  name: 'revoke',
  command: (ctx, run) => {
    const { t } = ctx;
    const revoke = new Command('revoke')
      .description(t('cli.auth.token.revoke.description'))
      .argument('<id>', t('cli.auth.token.argument.id'))
      .action(async (id: string, _raw: unknown, cmd: Command) => {
        const parsed = parseId(id, '<id>', t, 'auth token revoke') ?? 0;
        await run({ id: parsed }, ctx.factoryFor(cmd));
      });
    return withExamples(revoke, t, ['qy auth token revoke 12']);
  },
  run: () => load().then((m) => m.runAuthTokenRevoke),
});
