import { isApiToken } from '#core/access';
import { UsageError } from '../../errors.ts';
import type { StoredConfig } from '../../config.ts';
import type { Factory } from '../../factory.ts';
import { column, type Column } from '../../output/columns.ts';
import { printRecord } from '../../output/print.ts';
import type { SettingKey, Settings } from '../../settings-keys.ts';
import { EXPECTED, parseSetting, readSettings } from '../../settings-schema.ts';
import type { ConfigKeyOptions, ConfigListOptions, ConfigSetOptions } from './config.ts';

/** The settings a stored file holds (the refused ones left out: loadSettings warned of them). */
function settingsOf(config: StoredConfig): Settings {
  const { settings } = readSettings(config.settings ?? {});
  return { ...(config.default ? { server: config.default } : {}), ...settings };
}

/** `qy config get KEY`: the value alone on stdout; nothing (exit 0) when it is not set. */
export async function runConfigGet({ key }: ConfigKeyOptions, f: Factory): Promise<void> {
  const value = settingsOf(await f.config().read())[key];
  const io = f.io();
  if (value !== undefined) io.out(String(value));
  await io.flush();
}

/** The config with `key` set to `value` (undefined: removed); `server` is the file's default. */
function withSetting(config: StoredConfig, key: SettingKey, value: unknown): StoredConfig {
  if (key === 'server') {
    const { default: _old, ...rest } = config;
    return value === undefined ? rest : { ...rest, default: value as string };
  }
  const settings = { ...config.settings };
  if (value === undefined) delete settings[key];
  else settings[key] = value;
  return { ...config, settings };
}

/**
 * `qy config set KEY VALUE`: checked by the settings schema first (a bad value is exit 2 and the
 * file is not touched), never a credential, then written atomically (config.ts).
 */
export async function runConfigSet({ key, value }: ConfigSetOptions, f: Factory): Promise<void> {
  const { t } = f;
  if (isApiToken(value.trim())) {
    throw new UsageError(t('cli.config.secret', { key }), 'config set');
  }
  const parsed = parseSetting(key, value.trim());
  if (parsed === undefined) {
    throw new UsageError(
      t('cli.config.badValue', { key, value, expected: t(EXPECTED[key]) }),
      'config set',
    );
  }
  const store = f.config();
  await store.write(withSetting(await store.read(), key, parsed));
}

/** `qy config unset KEY`: back to the default (no error when it was not set). */
export async function runConfigUnset({ key }: ConfigKeyOptions, f: Factory): Promise<void> {
  const store = f.config();
  const config = await store.read();
  const next = withSetting(config, key, undefined);
  if (JSON.stringify(next) !== JSON.stringify(config)) await store.write(next);
}

const settingColumns: readonly Column<Settings>[] = [
  column('server', 'cli.config.key.server', 'text', (s) => s.server ?? null),
  column('lang', 'cli.config.key.lang', 'text', (s) => s.lang ?? null),
  column('timeout', 'cli.config.key.timeout', 'text', (s) => s.timeout ?? null),
];

/** `qy config list`: every setting, unset ones empty (`--json`: the set ones). */
export async function runConfigList(_opts: ConfigListOptions, f: Factory): Promise<void> {
  const config = await f.config().read();
  await printRecord(f.output(), settingColumns, async () => settingsOf(config));
}
