import { createApiToken, listApiTokens, revokeApiToken } from '#core/api';
import { AppError, Code } from '#core/errors';
import { serverKey, type HostCredential, type StoredConfig } from '../../config.ts';
import { contextNames, findContext } from '../../contexts.ts';
import type { Factory } from '../../factory.ts';
import { checkServer } from '../../globals.ts';
import { column, type Column } from '../../output/columns.ts';
import { tokenColumns } from './token-columns.ts';
import { printList } from '../../output/print.ts';
import { shapeJson } from '../../output/json-shape.ts';
import { safeJson } from '../../output/sanitize.ts';
import { UsageError } from '../../errors.ts';
import { promptHidden, readAllStdin } from '../../prompt.ts';
import type {
  AuthStatusOptions,
  AuthSwitchOptions,
  AuthTokenCreateOptions,
  AuthTokenListOptions,
  AuthTokenPrintOptions,
  AuthTokenRevokeOptions,
} from './auth.ts';

/** A stored credential as status shows it: everything but the secret (`qy auth token` prints it). */
interface HostRow extends Omit<HostCredential, 'token' | 'name'> {
  context: string;
  server: string;
  isDefault: boolean;
}

/** Every server with a stored credential, the default marked; never the tokens themselves. */
export async function runAuthStatus(_opts: AuthStatusOptions, f: Factory): Promise<void> {
  const { t } = f;
  const config = await f.config().read();
  const { server: current, source } = await f.session();
  const names = contextNames(config);
  const rows: HostRow[] = Object.entries(config.hosts).map(([server, cred]) => ({
    context: names.get(server) ?? server,
    server,
    username: cred.username,
    kind: cred.kind,
    expiresAt: cred.expiresAt,
    isDefault: server === config.default,
  }));
  if (rows.length === 0 && source !== 'env') throw new AppError(Code.NotSignedIn);
  const columns: Column<HostRow>[] = [
    column('context', 'cli.field.context', 'text', (r) => r.context),
    column('server', 'cli.field.server', 'text', (r) => r.server),
    column('username', 'cli.field.username', 'text', (r) => r.username ?? ''),
    column('kind', 'cli.field.kind.credential', 'text', (r) =>
      t(r.kind === 'api-token' ? 'cli.auth.kind.api-token' : 'cli.auth.kind.session'),
    ),
    column('expires', 'cli.field.expires', 'time', (r) => r.expiresAt ?? null),
    column('default', 'cli.auth.status.default', 'text', (r) => (r.isDefault ? '*' : '')),
  ];
  await printList(f.output(), columns, async () => ({
    rows,
    notes: source === 'env' ? [t('cli.auth.status.envToken', { server: current })] : [],
  }));
}

/**
 * The one command that prints a credential: the token the next command would send (QY_TOKEN's or
 * the stored one of the chosen server), alone on stdout, for `$(qy auth token)` (like gh's).
 */
export async function runAuthTokenPrint(_opts: AuthTokenPrintOptions, f: Factory): Promise<void> {
  const { token } = await f.session();
  if (!token) throw new AppError(Code.NotSignedIn);
  f.io().out(token);
}

/**
 * Makes another server with a stored credential the default: named by its context name or its
 * URL. An unknown one is a usage error (exit 2) that lists the stored contexts.
 */
export async function runAuthSwitch(opts: AuthSwitchOptions, f: Factory): Promise<void> {
  const { t } = f;
  const store = f.config();
  const config = await store.read();
  const isUrl = /^[a-z][a-z0-9+.-]*:\/\//i.test(opts.target.trim());
  const wanted = isUrl ? serverKey(checkServer(opts.target, '<context>', t)) : opts.target.trim();
  const server = findContext(config, wanted);
  if (!server) {
    const names = knownNames(config, t);
    throw new UsageError(
      isUrl
        ? t('cli.auth.switch.unknown', { server: wanted, names })
        : t('cli.auth.switch.unknownName', { name: wanted, names }),
      'auth switch',
    );
  }
  await store.write({ ...config, default: server });
  const name = contextNames(config).get(server) ?? server;
  const username = config.hosts[server]?.username ?? '';
  f.io().err(t('cli.auth.switch.done', { server, username, name }));
}

/** The stored contexts' names for an error line, comma-separated ("none" when there are none). */
function knownNames(config: StoredConfig, t: Factory['t']): string {
  const names = [...contextNames(config).values()];
  return names.length > 0 ? names.join(', ') : t('cli.auth.context.none');
}

/** Creates a token: the secret alone on stdout (for `$(…)`), the notice on stderr. */
export async function runAuthTokenCreate(opts: AuthTokenCreateOptions, f: Factory): Promise<void> {
  const client = await f.client();
  const io = f.io();
  const { passwordStdin, ...input } = opts;
  const password = await tokenPassword(passwordStdin, f);
  const created = await createApiToken(client, { ...input, password });
  if (f.globals.json) return io.out(safeJson(shapeJson(created, await f.jsonShape(), f.t), 2));
  const expiry = created.expiresAt
    ? f.t('cli.auth.token.expiresAt', { at: created.expiresAt })
    : f.t('cli.auth.token.never');
  io.err(f.t('cli.auth.token.created', { name: created.name, scope: created.scope, expiry }));
  io.out(created.token);
}

/**
 * The server re-checks the password before it mints a token (a stolen session must not mint
 * lasting access): from stdin with --password-stdin, else asked on a terminal, never waited for.
 */
async function tokenPassword(fromStdin: boolean, f: Factory): Promise<string> {
  const io = f.io();
  if (!fromStdin && !io.stdinIsTTY)
    throw new UsageError(f.t('cli.auth.token.needPassword'), 'auth token create');
  const password = fromStdin
    ? await readAllStdin(io)
    : await promptHidden(io, f.t('cli.auth.token.prompt.password'));
  if (!password) throw new UsageError(f.t('cli.login.emptyPassword'), 'auth token create');
  return password;
}

export async function runAuthTokenList(_opts: AuthTokenListOptions, f: Factory): Promise<void> {
  const client = await f.client();
  await printList(f.output(), tokenColumns, async () => ({ rows: await listApiTokens(client) }));
}

export async function runAuthTokenRevoke(opts: AuthTokenRevokeOptions, f: Factory): Promise<void> {
  const client = await f.client();
  const revoked = await revokeApiToken(client, opts.id);
  if (f.globals.json) {
    return f.io().out(safeJson(shapeJson(revoked, await f.jsonShape(), f.t), 2));
  }
  f.io().err(f.t('cli.auth.token.revoked', { id: revoked.id, name: revoked.name }));
}
