import { Command } from 'commander';
import { UsageError } from '../../errors.ts';
import { SETTING_KEYS, type SettingKey } from '../../settings-keys.ts';
import type { CliMessageKey, Translate } from '../../text.ts';
import { withExamples, type CommandContext } from '../context.ts';
import { valueArgument } from '../option-values.ts';
import { defineVerb } from '../verb.ts';

export interface ConfigListOptions {
  /** `--context NAME`: that context's own settings instead of the global ones. */
  context?: string;
}
export interface ConfigKeyOptions extends ConfigListOptions {
  key: SettingKey;
}
export interface ConfigSetOptions extends ConfigKeyOptions {
  value: string;
}

/** `--context NAME` as given (checked against the stored contexts when the command runs). */
const contextOf = (raw: Record<string, unknown>): ConfigListOptions =>
  typeof raw.context === 'string' ? { context: raw.context.trim() } : {};

/** A name that says credential: such a value is never kept in plain settings. */
const SECRET_NAME = /token|password|secret|credential|key/i;

/**
 * The key of `qy config get|set|unset`: one of SETTING_KEYS. A credential's name is refused with
 * where credentials go (`qy login`), an unknown key with the keys there are; both exit 2.
 */
function parseKey(key: string, t: Translate, command: string): SettingKey {
  if ((SETTING_KEYS as readonly string[]).includes(key)) return key as SettingKey;
  if (SECRET_NAME.test(key)) throw new UsageError(t('cli.config.secret', { key }), command);
  throw new UsageError(t('cli.config.unknownKey', { key, keys: SETTING_KEYS.join(', ') }), command);
}

const load = () => import('./config-run.ts');

/** A verb of `qy config`, with `--context NAME`. */
function scopedCommand(ctx: CommandContext, name: string, description: CliMessageKey): Command {
  return new Command(name)
    .description(ctx.t(description))
    .option('--context <name>', ctx.t('cli.config.option.context'));
}

/** A verb of `qy config` taking a key: its values complete from SETTING_KEYS. */
function keyCommand(ctx: CommandContext, name: string, description: CliMessageKey): Command {
  const command = scopedCommand(ctx, name, description);
  return valueArgument(command, '<key>', ctx.t('cli.config.argument.key'), SETTING_KEYS);
}

export const configGet = defineVerb<ConfigKeyOptions>({
  noun: 'config',
  name: 'get',
  command: (ctx, run) =>
    withExamples(
      keyCommand(ctx, 'get', 'cli.config.get.description').action(
        async (key: string, raw: Record<string, unknown>, cmd: Command) => {
          const options = { key: parseKey(key, ctx.t, 'config get'), ...contextOf(raw) };
          await run(options, ctx.factoryFor(cmd));
        },
      ),
      ctx.t,
      ['qy config get server', 'qy config get lang', 'qy config get timeout --context staging'],
    ),
  run: () => load().then((m) => m.runConfigGet),
});

export const configSet = defineVerb<ConfigSetOptions>({
  noun: 'config',
  name: 'set',
  command: (ctx, run) =>
    withExamples(
      keyCommand(ctx, 'set', 'cli.config.set.description')
        .argument('<value>', ctx.t('cli.config.argument.value'))
        .action(async (key: string, value: string, raw: Record<string, unknown>, cmd: Command) => {
          const options = { key: parseKey(key, ctx.t, 'config set'), value, ...contextOf(raw) };
          await run(options, ctx.factoryFor(cmd));
        }),
      ctx.t,
      [
        'qy config set server https://qy.example.com',
        'qy config set lang zh-CN',
        'qy config set timeout 60',
        'qy config set lang en-US --context staging',
      ],
    ),
  run: () => load().then((m) => m.runConfigSet),
});

export const configUnset = defineVerb<ConfigKeyOptions>({
  noun: 'config',
  name: 'unset',
  command: (ctx, run) =>
    withExamples(
      keyCommand(ctx, 'unset', 'cli.config.unset.description').action(
        async (key: string, raw: Record<string, unknown>, cmd: Command) => {
          const options = { key: parseKey(key, ctx.t, 'config unset'), ...contextOf(raw) };
          await run(options, ctx.factoryFor(cmd));
        },
      ),
      ctx.t,
      ['qy config unset timeout', 'qy config unset lang --context staging'],
    ),
  run: () => load().then((m) => m.runConfigUnset),
});

export const configList = defineVerb<ConfigListOptions>({
  noun: 'config',
  name: 'list',
  command: (ctx, run) =>
    withExamples(
      scopedCommand(ctx, 'list', 'cli.config.list.description').action(
        async (raw: Record<string, unknown>, cmd: Command) => {
          await run(contextOf(raw), ctx.factoryFor(cmd));
        },
      ),
      ctx.t,
      ['qy config list', 'qy config list --json', 'qy config list --context staging'],
    ),
  run: () => load().then((m) => m.runConfigList),
});
