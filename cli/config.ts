import { join } from 'node:path';

/** What `qy login` stores: the server it signed in to and the session token. */
export interface StoredConfig {
  server?: string;
  token?: string;
  username?: string;
}

/** Where the token and server come from once env and flags are applied. */
export interface ResolvedSession {
  server: string;
  token: string | undefined;
}

/** Where `npm start` serves the API by default (server/env.ts PORT 8080). */
export const DEFAULT_SERVER = 'http://127.0.0.1:8080';

/** `$XDG_CONFIG_HOME/qy/config.json`, else `~/.config/qy/config.json`. */
export function configFilePath(env: Record<string, string | undefined>, homeDir: string): string {
  const base =
    env.XDG_CONFIG_HOME && env.XDG_CONFIG_HOME.startsWith('/')
      ? env.XDG_CONFIG_HOME
      : join(homeDir, '.config');
  return join(base, 'qy', 'config.json');
}

export interface ConfigStore {
  readonly path: string;
  read(): Promise<StoredConfig>;
  write(config: StoredConfig): Promise<void>;
  /** Forgets the token (and username) but keeps the server. */
  clearSession(): Promise<void>;
}

// node:fs/promises is loaded on first use: a command that never reads the config skips it.
const fs = () => import('node:fs/promises');

export function createConfigStore(path: string): ConfigStore {
  const dir = join(path, '..');
  const read = async (): Promise<StoredConfig> => {
    const { readFile } = await fs();
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return {};
      throw e;
    }
    try {
      const parsed: unknown = JSON.parse(text);
      return parsed && typeof parsed === 'object' ? (parsed as StoredConfig) : {};
    } catch {
      // A hand-edited, broken file must not lock the user out of `qy login`.
      return {};
    }
  };
  const write = async (config: StoredConfig): Promise<void> => {
    const { chmod, mkdir, writeFile } = await fs();
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await chmod(dir, 0o700);
    await writeFile(path, JSON.stringify(config, null, 2) + '\n', { mode: 0o600 });
    // writeFile's mode applies only to new files; an older, wider file is narrowed here.
    await chmod(path, 0o600);
  };
  return {
    path,
    read,
    write,
    async clearSession() {
      const { server } = await read();
      if (server === undefined) await (await fs()).rm(path, { force: true });
      else await write({ server });
    },
  };
}

/**
 * The session a command runs with: `--server` beats `QY_SERVER` beats the stored server;
 * `QY_TOKEN` beats the stored token (scripts need no login).
 */
export function resolveSession(
  stored: StoredConfig,
  env: Record<string, string | undefined>,
  serverFlag: string | undefined,
): ResolvedSession {
  const server = serverFlag || env.QY_SERVER || stored.server || DEFAULT_SERVER;
  const token = env.QY_TOKEN || stored.token || undefined;
  return { server: server.replace(/\/+$/, ''), token };
}
