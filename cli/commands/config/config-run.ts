import { isApiToken } from '#core/access';
import { UsageError } from '../../errors.ts';
import { serverKey, type StoredConfig } from '../../config.ts';
import { contextNames, findContext } from '../../contexts.ts';
import type { Factory } from '../../factory.ts';
import { column, type Column } from '../../output/columns.ts';
import { printRecord } from '../../output/print.ts';
import type { SettingKey, Settings } from '../../settings-keys.ts';
import { EXPECTED, parseSetting, readSettings } from '../../settings-schema.ts';
import type { ConfigKeyOptions, ConfigListOptions, ConfigSetOptions } from './config.ts';

/**
 * The settings a stored file holds (the refused ones left out: loadSettings warned of them): the
 * global ones, or with `server` a context's own (its server, and the lang and timeout set for it).
 */
function settingsOf(config: StoredConfig, server?: string): Settings {
  if (server) {
    const { server: _ignored, ...own } = readSettings(
      config.hosts[server]?.settings ?? {},
    ).settings;
    return { server, ...own };
  }
  const { settings } = readSettings(config.settings ?? {});
  return { ...(config.default ? { server: config.default } : {}), ...settings };
}

/**
 * The server whose settings `--context NAME` (a context name or server URL) means; none without
 * it. An unknown context, or `server` asked of one (a context is a server), is exit 2.
 */
function contextServer(
  config: StoredConfig,
  opts: ConfigKeyOptions,
  f: Factory,
  command: string,
): string | undefined {
  const { context, key } = opts;
  if (context === undefined) return undefined;
  const { t } = f;
  if (key === 'server') throw new UsageError(t('cli.config.contextServer'), command);
  const wanted = /^https?:\/\//i.test(context) ? serverKey(context) : context;
  const server = findContext(config, wanted);
  if (server) return server;
  const names = [...contextNames(config).values()].join(', ') || t('cli.auth.context.none');
  throw new UsageError(t('cli.auth.switch.unknownName', { name: context, names }), command);
}

/** `qy config get KEY`: the value alone on stdout; nothing (exit 0) when it is not set. */
export async function runConfigGet(opts: ConfigKeyOptions, f: Factory): Promise<void> {
  const config = await f.config().read();
  const value = settingsOf(config, contextServer(config, opts, f, 'config get'))[opts.key];
  const io = f.io();
  if (value !== undefined) io.out(String(value));
  await io.flush();
}

/**
 * The config with `key` set to `value` (undefined: removed); `server` is the file's default. With
 * `context` (a stored server), that context's own setting.
 */
function withSetting(
  config: StoredConfig,
  key: SettingKey,
  value: unknown,
  context?: string,
): StoredConfig {
  const host = context ? config.hosts[context] : undefined;
  if (context && host) {
    const settings = { ...host.settings };
    if (value === undefined) delete settings[key];
    else settings[key] = value;
    const { settings: _old, ...rest } = host;
    const next = Object.keys(settings).length > 0 ? { ...rest, settings } : rest;
    return { ...config, hosts: { ...config.hosts, [context]: next } };
  }
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
export async function runConfigSet(opts: ConfigSetOptions, f: Factory): Promise<void> {
  const { t } = f;
  const { key, value } = opts;
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
  const config = await store.read();
  const context = contextServer(config, opts, f, 'config set');
  await store.write(withSetting(config, key, parsed, context));
}

/** `qy config unset KEY`: back to the default (no error when it was not set). */
export async function runConfigUnset(opts: ConfigKeyOptions, f: Factory): Promise<void> {
  const store = f.config();
  const config = await store.read();
  const context = contextServer(config, opts, f, 'config unset');
  const next = withSetting(config, opts.key, undefined, context);
  if (JSON.stringify(next) !== JSON.stringify(config)) await store.write(next);
}

const settingColumns: readonly Column<Settings>[] = [
  column('server', 'cli.config.key.server', 'text', (s) => s.server ?? null),
  column('lang', 'cli.config.key.lang', 'text', (s) => s.lang ?? null),
  column('timeout', 'cli.config.key.timeout', 'text', (s) => s.timeout ?? null),
];

/**
 * `qy config list`: every setting, unset ones empty (`--json`: the set ones); with `--context`,
 * that context's server and its own settings.
 */
export async function runConfigList(opts: ConfigListOptions, f: Factory): Promise<void> {
  const config = await f.config().read();
  const context = contextServer(config, { ...opts, key: 'lang' }, f, 'config list');
  await printRecord(f.output(), settingColumns, async () => settingsOf(config, context));
}
