import { getUserInfo, isApiToken, listApiTokens, type ApiClient } from '#core/api';
import type { CurrentUser } from '#core/types';
import type { Factory } from '../../factory.ts';
import { column, type Column } from '../../output/columns.ts';
import { printRecord } from '../../output/print.ts';
import type { WhoamiOptions } from './whoami.ts';

/** The expiry of the API token in use (by its visible prefix), when the server lists it. */
async function apiTokenExpiry(client: ApiClient, token: string): Promise<string | null> {
  const hint = token.slice(0, 9);
  const tokens = await listApiTokens(client);
  return tokens.find((x) => x.hint === hint && !x.revokedAt)?.expiresAt ?? null;
}

/**
 * Prints the signed-in user, the server, the kind of credential and (API tokens) its expiry;
 * `--json` prints the API's CurrentUser object unchanged.
 */
export async function runWhoami(_opts: WhoamiOptions, f: Factory): Promise<void> {
  const client = await f.client();
  const { server, token = '' } = await f.session();
  const { t } = f;
  const apiToken = isApiToken(token);
  let expires: string | null = null;
  const columns: Column<CurrentUser>[] = [
    column('username', 'cli.field.username', 'text', (u) => u.username),
    column('name', 'cli.field.name', 'text', (u) => u.name),
    column('role', 'cli.field.role', 'text', (u) => u.role),
    column('organization', 'cli.field.org', 'text', (u) => u.organizationName || u.organization),
    column('phone', 'cli.field.phone', 'text', (u) => u.phone),
    column('email', 'cli.field.email', 'text', (u) => u.email),
    column('server', 'cli.field.server', 'text', () => server),
    column('credential', 'cli.field.kind.credential', 'text', () =>
      t(apiToken ? 'cli.auth.kind.api-token' : 'cli.auth.kind.session'),
    ),
    column('expires', 'cli.field.expires', 'time', () => expires),
  ];
  await printRecord(f.output(), columns, async () => {
    const user = await getUserInfo(client);
    if (apiToken) expires = await apiTokenExpiry(client, token);
    return user;
  });
}
