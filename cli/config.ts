import { ConfigFileError } from './errors.ts';
import { join } from 'node:path';
import { isContextName } from './contexts.ts';

/** How a stored credential was obtained: `qy login` (a session) or an API token (`qyat_…`). */
type CredentialKind = 'session' | 'api-token';

/** What qy keeps for one server (gh's hosts.yml entry). */
export interface HostCredential {
  token: string;
  username?: string;
  kind?: CredentialKind;
  /** ISO time the credential stops working, when known (API tokens). */
  expiresAt?: string | null;
  /** The context name given at sign-in (`qy login --context`); else derived (contexts.ts). */
  name?: string;
  /**
   * This context's own settings (`qy config set KEY V --context NAME`): lang, timeout; above
   * the global ones, below the flags. As read, before the settings schema checks them.
   */
  settings?: Record<string, unknown>;
}

/**
 * The config file: credentials keyed by server origin, and the server commands use by default.
 * A token is only ever sent to the server it is filed under.
 */
export interface StoredConfig {
  default?: string;
  hosts: Record<string, HostCredential>;
  /**
   * `qy config`'s settings but the server (which is `default`): lang, timeout. As read, before
   * the settings schema checks them (settings-schema.ts).
   */
  settings?: Record<string, unknown>;
}

/** The file of qy before credentials were kept per server (migrated on read). */
interface LegacyConfig {
  server?: string;
  token?: string;
  username?: string;
}

/** Where the token and server come from once env and flags are applied. */
export interface ResolvedSession {
  server: string;
  token: string | undefined;
  /** Where the token came from: the QY_TOKEN variable or the config file. */
  source: 'env' | 'config' | undefined;
  /** QY_TOKEN is set but was left out: it belongs to this server, not the chosen one. */
  envTokenServer?: string;
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

/** The key a server is filed under: scheme, host and port, lower case, no trailing slash. */
export function serverKey(server: string): string {
  try {
    return new URL(server).origin;
  } catch {
    return server.replace(/\/+$/, '');
  }
}

export interface ConfigStore {
  readonly path: string;
  read(): Promise<StoredConfig>;
  write(config: StoredConfig): Promise<void>;
  /**
   * Files a credential under `server` and makes it the default; the context's name and settings
   * stay (the name unless the credential brings one).
   */
  saveHost(server: string, credential: HostCredential): Promise<void>;
  /** Forgets the credential of `server` only; every other server's stays. */
  removeHost(server: string): Promise<void>;
}

// node:fs/promises is loaded on first write only: it loads Node's stream and readline modules
// (~1 ms), which reading the config with node:fs (loaded with Node itself) does without.
const fs = () => import('node:fs/promises');

// Read at once (a few hundred bytes, before the command line is parsed): fs.readFile's callback
// would wait for libuv's thread pool and load Node's read-context module on every start.
const readText = (path: string) => process.getBuiltinModule('node:fs').readFileSync(path, 'utf8');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** Reads both the current file and the single-server file of earlier versions. */
function parseConfig(parsed: unknown): StoredConfig {
  if (!parsed || typeof parsed !== 'object') return { hosts: {} };
  const raw = parsed as Partial<StoredConfig> & LegacyConfig;
  const hosts: Record<string, HostCredential> = {};
  const names = new Set<string>();
  if (raw.hosts && typeof raw.hosts === 'object') {
    for (const [server, cred] of Object.entries(raw.hosts)) {
      if (!cred || typeof cred.token !== 'string') continue;
      // A name edited in by hand that is not one, or that an earlier server holds, is derived.
      const { name, settings, ...rest } = cred;
      const keep = typeof name === 'string' && isContextName(name) && !names.has(name);
      if (keep) names.add(name);
      hosts[serverKey(server)] = {
        ...rest,
        ...(keep ? { name } : {}),
        ...(isRecord(settings) ? { settings } : {}),
      };
    }
  }
  let defaultServer = typeof raw.default === 'string' ? serverKey(raw.default) : undefined;
  if (typeof raw.server === 'string') {
    const key = serverKey(raw.server);
    defaultServer ??= key;
    if (typeof raw.token === 'string' && !hosts[key]) {
      hosts[key] = { token: raw.token, username: raw.username, kind: 'session' };
    }
  }
  const settings = isRecord(raw.settings) ? { settings: raw.settings } : {};
  return defaultServer ? { default: defaultServer, hosts, ...settings } : { hosts, ...settings };
}

export function createConfigStore(path: string): ConfigStore {
  const dir = join(path, '..');
  const read = async (): Promise<StoredConfig> => {
    let text: string;
    try {
      text = readText(path);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { hosts: {} };
      throw e;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Never read as empty: the next write would drop every credential it still holds.
      throw new ConfigFileError(path);
    }
    return parseConfig(parsed);
  };
  // Atomic: the whole file is written beside it, then renamed over it, so a crash or a full disk
  // never leaves half a file (which would read as broken, every credential in it lost).
  const write = async (config: StoredConfig): Promise<void> => {
    const { chmod, mkdir, rename, rm, writeFile } = await fs();
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await chmod(dir, 0o700);
    const temp = `${path}.${process.pid}.tmp`;
    try {
      await writeFile(temp, JSON.stringify(config, null, 2) + '\n', { mode: 0o600 });
      // writeFile's mode applies only to new files; a leftover, wider one is narrowed here.
      await chmod(temp, 0o600);
      await rename(temp, path);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  };
  return {
    path,
    read,
    write,
    async saveHost(server, credential) {
      const config = await read();
      const key = serverKey(server);
      // A re-login keeps the context's name and settings unless it brings a name of its own.
      const old = config.hosts[key];
      const name = credential.name ?? old?.name;
      const saved = {
        ...credential,
        ...(name ? { name } : {}),
        ...(old?.settings ? { settings: old.settings } : {}),
      };
      await write({ ...config, default: key, hosts: { ...config.hosts, [key]: saved } });
    },
    async removeHost(server) {
      const config = await read();
      const key = serverKey(server);
      if (!config.hosts[key]) return;
      const hosts = { ...config.hosts };
      delete hosts[key];
      await write({ ...config, hosts });
    },
  };
}

/**
 * The session a command runs with. The server: `--server` beats `QY_SERVER` beats the default
 * server of the config. The token: `QY_TOKEN` belongs to `QY_SERVER` (or, without it, to the
 * default server) and is sent nowhere else; otherwise the token filed under the chosen server.
 */
export function resolveSession(
  stored: StoredConfig,
  env: Record<string, string | undefined>,
  serverFlag: string | undefined,
): ResolvedSession {
  const envServer = env.QY_SERVER ? serverKey(env.QY_SERVER) : undefined;
  const home = envServer ?? stored.default ?? DEFAULT_SERVER;
  const server = serverFlag ? serverKey(serverFlag) : home;
  if (env.QY_TOKEN && server === home) return { server, token: env.QY_TOKEN, source: 'env' };
  const token = stored.hosts[server]?.token;
  const resolved: ResolvedSession = { server, token, source: token ? 'config' : undefined };
  return env.QY_TOKEN ? { ...resolved, envTokenServer: home } : resolved;
}
