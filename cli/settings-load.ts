import { configFilePath, createConfigStore, serverKey, type StoredConfig } from './config.ts';
import { contextNames } from './contexts.ts';
import { argvValue } from './globals.ts';
import type { Settings } from './settings-keys.ts';
import type { Translate } from './text.ts';

/**
 * `qy config`'s settings, read once before the command line is parsed (the language of help and
 * messages is one of them): the global ones, and over them those of the context the command runs
 * in (`--server`, else QY_SERVER, else the default server). The settings schema (zod) is loaded
 * only when the file has settings. A setting the schema refuses (the file was edited by hand) is
 * left out with a warning, so `qy config unset` can still run; a file that is not JSON is
 * reported by the commands that need its credentials (this read gives no settings then).
 */
export async function loadSettings(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  homeDir: string,
  warn: (line: string) => void,
  t: Translate,
): Promise<Settings> {
  const path = configFilePath(env, homeDir);
  const stored = await createConfigStore(path)
    .read()
    .catch(() => undefined);
  if (!stored) return {};
  const global = stored.settings ?? {};
  const { name, settings: contextual } = contextSettings(stored, argv, env);
  if (Object.keys(global).length === 0 && Object.keys(contextual).length === 0) return {};
  const { readSettings } = await import('./settings-schema.ts');
  // A refused key is named as `qy config unset` takes it (with --context NAME for a context's).
  const read = (raw: Record<string, unknown>, scope: string) => {
    const { settings, refused } = readSettings(raw);
    for (const key of refused)
      warn(`qy: ${t('cli.config.ignored', { key: key + scope, file: path })}\n`);
    return settings;
  };
  // The server is the file's default, never a context's setting.
  const { server: _server, ...own } = read(contextual, ` --context ${name}`);
  return { ...read(global, ''), ...own };
}

/** The settings of the context the command runs in (none when it has no stored credential). */
function contextSettings(
  stored: StoredConfig,
  argv: readonly string[],
  env: Record<string, string | undefined>,
): { name: string; settings: Record<string, unknown> } {
  const chosen = argvValue(argv, '--server') || env.QY_SERVER || stored.default;
  const server = chosen ? serverKey(chosen.trim()) : '';
  const settings = stored.hosts[server]?.settings ?? {};
  return { name: contextNames(stored).get(server) ?? server, settings };
}
