import { getUserInfo, isApiToken, loginByCode, sendSms, type ApiClient } from '#core/api';
import { UsageError } from '../../errors.ts';
import type { Factory } from '../../factory.ts';
import { promptHidden, promptLine, readAllStdin } from '../../prompt.ts';
import type { LoginOptions } from './login.ts';

/** Signs in (or adopts a token), then files token and user name under the server (mode 0600). */
export async function runLogin(opts: LoginOptions, f: Factory): Promise<void> {
  const io = f.io();
  const { t } = f;
  const { server } = await f.session();
  const client = await f.client({ anonymous: true });

  const store = async (token: string, username: string) => {
    const kind = isApiToken(token) ? 'api-token' : 'session';
    await f.config().saveHost(server, { token, username, kind });
    io.err(t('cli.login.signedIn', { server, username }));
  };

  if (opts.withToken) {
    const token = (await readAllStdin(io)).trim();
    if (!token) throw new UsageError(t('cli.login.emptyToken'), 'login');
    client.tokenStore.set(token);
    const user = await getUserInfo(client);
    return store(token, user.username);
  }

  if (opts.sendCode) {
    const sent = await sendSms(client, { username: opts.username ?? '' });
    io.err(t('cli.login.codeSent', { phone: sent.phone }));
    return;
  }

  let username: string;
  let password: string;
  let code: string;
  if (opts.passwordStdin) {
    username = opts.username ?? '';
    password = await readAllStdin(io);
    if (!password) throw new UsageError(t('cli.login.emptyPassword'), 'login');
    code = opts.code ?? '';
  } else {
    // Never wait for input nobody can type: scripts and CI get a clear usage error instead.
    if (!io.stdinIsTTY || !io.stdoutIsTTY)
      throw new UsageError(t('cli.login.needTerminal'), 'login');
    username = opts.username ?? (await promptLine(io, t('cli.login.prompt.username')));
    if (!username) throw new UsageError(t('cli.login.needUsername'), 'login');
    password = await promptHidden(io, t('cli.login.prompt.password'));
    if (!password) throw new UsageError(t('cli.login.emptyPassword'), 'login');
    code = opts.code ?? (await askForCode(client, f, username));
  }
  await loginByCode(client, { username, password, code });
  const token = client.tokenStore.get();
  if (!token) throw new UsageError(t('cli.login.emptyToken'), 'login');
  await store(token, username);
}

async function askForCode(client: ApiClient, f: Factory, username: string): Promise<string> {
  const io = f.io();
  const sent = await sendSms(client, { username });
  io.err(f.t('cli.login.codeSent', { phone: sent.phone }));
  return promptLine(io, f.t('cli.login.prompt.code'));
}
