import {
  getUserInfo,
  isApiToken,
  loginByCode,
  sendSms,
  smsCooldownOf,
  type ApiClient,
} from '#core/api';
import { Code, isAppError } from '#core/errors';
import { UsageError } from '../../errors.ts';
import { contextOwner } from '../../contexts.ts';
import type { Factory } from '../../factory.ts';
import { promptHidden, promptLine, readAllStdin } from '../../prompt.ts';
import type { LoginOptions } from './login.ts';

/** Signs in (or adopts a token), then files token and user name under the server (mode 0600). */
export async function runLogin(opts: LoginOptions, f: Factory): Promise<void> {
  const io = f.io();
  const { t } = f;
  const { server } = await f.session();
  const client = await f.client({ anonymous: true });
  const { context } = opts;
  if (context) {
    // Checked before anything is sent: a name names one server only.
    const owner = contextOwner(await f.config().read(), context, server);
    if (owner)
      throw new UsageError(t('cli.auth.context.taken', { name: context, server: owner }), 'login');
  }

  const store = async (token: string, username: string) => {
    const kind = isApiToken(token) ? 'api-token' : 'session';
    await f
      .config()
      .saveHost(server, { token, username, kind, ...(context ? { name: context } : {}) });
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
    return interactiveLogin(client, f, username, opts.code, store);
  }
  await loginByCode(client, { username, password, code });
  const token = client.tokenStore.get();
  if (!token) throw new UsageError(t('cli.login.emptyToken'), 'login');
  await store(token, username);
}

/**
 * Sign-ins a terminal may try in one run. The server answers a wrong password and a wrong code
 * alike (200200, no oracle) and counts either as one of the code's 5 tries; 5 failures from one
 * address also lock it out for 15 minutes, so a run stops well before that.
 */
const TERMINAL_TRIES = 3;

/**
 * Password and code on a terminal. On "wrong username, password or SMS code" the password is asked
 * again and the code already sent is reused (Enter keeps it): /sms/send takes the user name only,
 * so nothing is sent twice, and its cooldown (SMS_COOLDOWN_SECONDS) never blocks the retry.
 */
async function interactiveLogin(
  client: ApiClient,
  f: Factory,
  username: string,
  givenCode: string | undefined,
  store: (token: string, username: string) => Promise<void>,
): Promise<void> {
  const io = f.io();
  const { t } = f;
  let code = givenCode;
  for (let attempt = 1; ; attempt++) {
    const password = await promptHidden(io, t('cli.login.prompt.password'));
    if (!password) throw new UsageError(t('cli.login.emptyPassword'), 'login');
    if (code === undefined) code = await askForCode(client, f, username);
    else if (attempt > 1) {
      code = (await promptLine(io, t('cli.login.prompt.sameCode'))) || code;
    }
    try {
      await loginByCode(client, { username, password, code });
    } catch (error) {
      if (!(isAppError(error) && error.code === Code.WrongPassword) || attempt >= TERMINAL_TRIES) {
        throw error;
      }
      io.err(`${error.localized(f.globals.lang)}; ${t('cli.login.tryAgain')}`);
      continue;
    }
    const token = client.tokenStore.get();
    if (!token) throw new UsageError(t('cli.login.emptyToken'), 'login');
    return store(token, username);
  }
}

/** How long a sign-in code stays valid (the server's; the messages say 5 minutes). */
const CODE_VALID_SECONDS = 300;

/** The server's cooldown when its refusal does not say (servers before issue 27): its default. */
const DEFAULT_COOLDOWN_SECONDS = 60;

/**
 * Sends the code and asks for it. Within the server's cooldown of an earlier send (a rerun) nothing
 * is sent; the code already sent is asked for while it is still valid. The refusal says the seconds
 * left and the cooldown, so how long ago that code went out; a code older than its 5 minutes (a
 * cooldown set above them) cannot be asked for: the refusal (wait N seconds) is the answer.
 */
async function askForCode(client: ApiClient, f: Factory, username: string): Promise<string> {
  const io = f.io();
  try {
    const sent = await sendSms(client, { username });
    io.err(f.t('cli.login.codeSent', { phone: sent.phone }));
  } catch (error) {
    const cooldown = smsCooldownOf(error);
    if (!cooldown) throw error;
    const period =
      cooldown.periodSeconds ?? Math.max(DEFAULT_COOLDOWN_SECONDS, cooldown.cooldownSeconds ?? 0);
    // Sent less than this many seconds ago (the seconds left are rounded up).
    const sentWithin = Math.min(period, period - (cooldown.cooldownSeconds ?? 0) + 1);
    if (sentWithin > CODE_VALID_SECONDS) {
      io.err(f.t('cli.login.codeExpired', { cooldown: period }));
      throw error;
    }
    io.err(f.t('cli.login.codeStillValid', { seconds: sentWithin, cooldown: period }));
  }
  return promptLine(io, f.t('cli.login.prompt.code'));
}
