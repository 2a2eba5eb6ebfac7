import { logout } from '#core/api';
import { Code, isAppError } from '#core/errors';
import type { Factory } from '../../factory.ts';
import type { LogoutOptions } from './logout.ts';

/**
 * Revokes the session on the server, then always forgets it locally (seed §4): only this
 * server's credential. When the server cannot be reached, says the server session lives on.
 */
export async function runLogout(_opts: LogoutOptions, f: Factory): Promise<void> {
  const io = f.io();
  const { server, token, source } = await f.session();
  if (!token) {
    io.err(f.t('cli.logout.notSignedIn'));
    return;
  }
  const client = await f.client();
  try {
    await logout(client);
  } catch (error) {
    if (isAppError(error) && (error.code === Code.NetworkError || error.code === Code.Timeout)) {
      io.err(`qy: ${f.t('cli.logout.serverDown', { server })}`);
    }
    throw error;
  } finally {
    if (source === 'config') await f.config().removeHost(server);
  }
  io.err(f.t('cli.logout.done', { server }));
}
