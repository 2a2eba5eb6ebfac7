import type { LoginByCodeBody, SmsSendBody } from '../validate/index.ts';
import { AppError, Code, isAppError, isLoginExpiredCode } from '../errors/index.ts';
import type {
  CurrentUser,
  InnerResult,
  LoginResult,
  MenuEntry,
  SmsCooldownData,
  SmsSendResult,
} from '../types/index.ts';
import type { ApiClient } from './client.ts';

/** The inner wrapper's success code of the menu and user-info calls (seed §9). */
const INNER_OK = 1;

/** The notice id the console shows menu-load failures under (seed §8). */
export const MENU_NOTICE_ID = 'menuNotice';

/** A failed menu load; the console shows its message as a closable toast with id 'menuNotice'. */
export class MenuLoadError extends AppError {
  readonly noticeId = MENU_NOTICE_ID;

  constructor(code: number, options: ConstructorParameters<typeof AppError>[1] = {}) {
    super(code, options);
    this.name = 'MenuLoadError';
  }
}

export type LoginByCodeInput = LoginByCodeBody;

/** Signs in with password and SMS code; stores the token, or clears it when sign-in fails (seed §4). */
export async function loginByCode(
  client: ApiClient,
  input: LoginByCodeInput,
): Promise<LoginResult> {
  try {
    const result = await client.postForm<LoginResult>('/sys/user/loginByCode', {
      username: input.username,
      password: input.password,
      code: input.code,
    });
    client.tokenStore.set(result.token);
    client.resetSessionExpiry();
    return result;
  } catch (error) {
    client.tokenStore.clear();
    throw error;
  }
}

/** Signs out on the server, then always clears the local token (seed §4, §7). */
export async function logout(client: ApiClient): Promise<void> {
  try {
    await client.post<null>('/sys/user/logout', undefined, { notifySessionExpired: false });
  } catch (error) {
    // An already expired session is exactly what logging out wants; anything else is reported.
    if (!(isAppError(error) && isLoginExpiredCode(error.code))) throw error;
  } finally {
    client.tokenStore.clear();
  }
}

/** The signed-in user (seed §7: the fields in data.data, inner code 1). */
export async function getUserInfo(client: ApiClient): Promise<CurrentUser> {
  const inner = await client.get<InnerResult<CurrentUser>>('/sys/user/info');
  if (inner.code !== INNER_OK) throw new AppError(Code.RequestError, { message: inner.info });
  return inner.data;
}

/** The server menu; every failure becomes a MenuLoadError (seed §8's three menu error paths). */
export async function getMenu(client: ApiClient): Promise<MenuEntry[]> {
  let inner: InnerResult<{ menus: MenuEntry[] }>;
  try {
    inner = await client.get<InnerResult<{ menus: MenuEntry[] }>>('/sys/user/menu');
  } catch (error) {
    if (isAppError(error)) {
      throw new MenuLoadError(error.code, {
        message: error.message,
        status: error.status,
        ...(error.requestId ? { requestId: error.requestId } : {}),
        cause: error,
      });
    }
    const message = error instanceof Error ? error.message : String(error);
    throw new MenuLoadError(Code.RequestError, { message, cause: error });
  }
  if (inner.code !== INNER_OK) throw new MenuLoadError(Code.RequestError, { message: inner.info });
  return inner.data.menus;
}

export type SmsSendInput = SmsSendBody;

/**
 * The data of a refused send (200203), its fields checked (a field the server did not send, or
 * sent malformed, is left out); undefined for any other error.
 */
export function smsCooldownOf(error: unknown): Partial<SmsCooldownData> | undefined {
  if (!isAppError(error) || error.code !== Code.SmsCooldown) return undefined;
  const data: Partial<SmsCooldownData> = {};
  for (const key of ['cooldownSeconds', 'periodSeconds'] as const) {
    const value = error.data?.[key];
    if (typeof value === 'number' && Number.isInteger(value) && value > 0) data[key] = value;
  }
  return data;
}

/** Sends a sign-in verification code by SMS (form-encoded, seed §7). */
export function sendSms(client: ApiClient, input: SmsSendInput): Promise<SmsSendResult> {
  return client.postForm<SmsSendResult>('/sms/send', { username: input.username });
}
