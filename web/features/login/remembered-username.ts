/**
 * 'Remember password' keeps only the username on this device (the issue forbids storing the
 * password in the browser; the session itself lives on as the stored token).
 */
export const REMEMBER_KEY = 'qy-login-username';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readRememberedUsername(storage: StorageLike): string | null {
  return storage.getItem(REMEMBER_KEY);
}

export function rememberUsername(storage: StorageLike, username: string, remember: boolean): void {
  if (remember && username) storage.setItem(REMEMBER_KEY, username);
  else storage.removeItem(REMEMBER_KEY);
}
