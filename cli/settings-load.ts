import { configFilePath, createConfigStore } from './config.ts';
import type { Settings } from './settings-keys.ts';
import type { Translate } from './text.ts';

/**
 * `qy config`'s settings, read once before the command line is parsed (the language of help and
 * messages is one of them). The settings schema (zod) is loaded only when the file has settings.
 * A setting the schema refuses (the file was edited by hand) is left out with a warning, so
 * `qy config unset` can still run; a file that is not JSON is reported by the commands that need
 * its credentials (this read gives no settings then).
 */
export async function loadSettings(
  env: Record<string, string | undefined>,
  homeDir: string,
  warn: (line: string) => void,
  t: Translate,
): Promise<Settings> {
  const path = configFilePath(env, homeDir);
  const stored = await createConfigStore(path)
    .read()
    .catch(() => undefined);
  const raw = stored?.settings;
  if (!raw || Object.keys(raw).length === 0) return {};
  const { readSettings } = await import('./settings-schema.ts');
  const { settings, refused } = readSettings(raw);
  for (const key of refused) warn(`qy: ${t('cli.config.ignored', { key, file: path })}\n`);
  return settings;
}
