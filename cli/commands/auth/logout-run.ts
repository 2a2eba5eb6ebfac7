import { logout } from '#core/api';
import type { Factory } from '../../factory.ts';
import type { LogoutOptions } from './logout.ts';

/** Revokes the session on the server, then always forgets it locally (seed §4). */
export async function runLogout(_opts: LogoutOptions, f: Factory): Promise<void> {
  const io = f.io();
  const { server, token } = await f.session();
  if (!token) {
    io.err(f.t('cli.logout.notSignedIn'));
    return;
  }
  const client = await f.client();
  try {
    await logout(client);
  } finally {
    await f.config().clearSession();
  }
  io.err(f.t('cli.logout.done', { server }));
}
