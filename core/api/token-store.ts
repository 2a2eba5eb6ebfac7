/** Where the session token lives: memory (CLI, tests) or a Storage (the browser's localStorage). */
export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

/** A token store that forgets everything when the process ends. */
export function createMemoryTokenStore(initial: string | null = null): TokenStore {
  let token = initial || null;
  return {
    get: () => token,
    set: (next) => {
      token = next;
    },
    clear: () => {
      token = null;
    },
  };
}

/** The seed keeps the token in local storage under 'token'. */
export const TOKEN_STORAGE_KEY = 'token';

/** A token store over a Web Storage (the browser's localStorage under TOKEN_STORAGE_KEY). */
export function createStorageTokenStore(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  key = TOKEN_STORAGE_KEY,
): TokenStore {
  return {
    // An empty string is no token: a cleared form field must not send "Bearer ".
    get: () => storage.getItem(key) || null,
    set: (token) => storage.setItem(key, token),
    clear: () => storage.removeItem(key),
  };
}
