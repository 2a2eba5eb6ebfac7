import { listUserApiTokens, listUsers, revokeUserApiToken } from '#core/api';
import type { Factory } from '../../factory.ts';
import type { ApiClient } from '#core/api';
import { UsageError } from '../../errors.ts';
import { printList } from '../../output/print.ts';
import { shapeJson } from '../../output/json-shape.ts';
import { safeJson } from '../../output/sanitize.ts';
import type { Ref } from '../refs.ts';
import { tokenColumns } from '../auth/token-columns.ts';
import type { UsersTokensListOptions, UsersTokensRevokeOptions } from './tokens.ts';

/**
 * A user's id from `<user>`: digits are the id as they are; a username is looked up by the list's
 * search and must match exactly (the search also matches names and phones).
 */
async function userId(client: ApiClient, user: Ref, f: Factory, verb: string): Promise<number> {
  if (typeof user === 'number') return user;
  const page = await listUsers(client, { q: user, pageSize: 100 });
  const found = page.items.find((u) => u.username === user);
  if (!found) throw new UsageError(f.t('cli.users.unknown', { user }), verb);
  return found.id;
}

/** An administrator's view of one user's API tokens (never their secrets). */
export async function runUsersTokensList(opts: UsersTokensListOptions, f: Factory): Promise<void> {
  const client = await f.client();
  const id = await userId(client, opts.user, f, 'users tokens list');
  await printList(f.output(), tokenColumns, async () => ({
    rows: await listUserApiTokens(client, id),
  }));
}

/** An administrator revokes one of a user's tokens: refused from the next request on. */
export async function runUsersTokensRevoke(
  opts: UsersTokensRevokeOptions,
  f: Factory,
): Promise<void> {
  const client = await f.client();
  const id = await userId(client, opts.user, f, 'users tokens revoke');
  const revoked = await revokeUserApiToken(client, id, opts.tokenId);
  if (f.globals.json) {
    return f.io().out(safeJson(shapeJson(revoked, await f.jsonShape(), f.t), 2));
  }
  f.io().err(f.t('cli.auth.token.revoked', { id: revoked.id, name: revoked.name }));
}
