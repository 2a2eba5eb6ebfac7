// zod/mini by name: the same schemas as zod's, as functions the bundle keeps only when used (qy
// reads the settings on every start when there are any; all of zod is a ~450 KB chunk).
import {
  coerce,
  enum as oneOf,
  maximum,
  optional,
  pipe,
  positive,
  refine,
  strictObject,
  transform,
  url,
  type ZodMiniType,
} from 'zod/mini';
import { SUPPORTED_LOCALES } from '#core/i18n';
import type { CliMessageKey } from './text.ts';
import type { SettingKey, Settings } from './settings-keys.ts';

/** An http(s) origin (qy adds the API's base path itself), as `--server` takes it. */
const origin = pipe(
  url({ protocol: /^https?$/ }).check(
    refine((value) => {
      const url = new URL(value);
      return url.pathname.replace(/\/+$/, '') === '' && !url.search && !url.hash;
    }),
  ),
  transform((value: string) => new URL(value).origin),
);

/**
 * The one schema of qy's settings: what `qy config set` accepts (text, as typed) and what a
 * stored file may hold (its JSON values). Unknown keys are refused.
 */
const settingsSchema = strictObject({
  server: optional(origin),
  lang: optional(oneOf(SUPPORTED_LOCALES as ['en-US', 'zh-CN'])),
  timeout: optional(coerce.number().check(positive(), maximum(86_400))),
} satisfies Record<SettingKey, ZodMiniType>);

/** What each key takes, said in the refusal of a bad value. */
export const EXPECTED: Record<SettingKey, CliMessageKey> = {
  server: 'cli.config.expected.server',
  lang: 'cli.config.expected.lang',
  timeout: 'cli.config.expected.timeout',
};

/** One key's value checked: the value as stored, or undefined when the schema refuses it. */
export function parseSetting(key: SettingKey, value: unknown): Settings[SettingKey] | undefined {
  const parsed = settingsSchema.shape[key].safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Stored settings checked key by key: the valid ones, and the keys refused (unknown, or a bad
 * value someone wrote into the file), so one bad key does not drop the others.
 */
export function readSettings(raw: Record<string, unknown>): {
  settings: Settings;
  refused: string[];
} {
  const settings: Record<string, unknown> = {};
  const refused: string[] = [];
  for (const [key, value] of Object.entries(raw)) {
    const valid = isSettingKey(key) ? parseSetting(key, value) : undefined;
    if (valid === undefined) refused.push(key);
    else settings[key] = valid;
  }
  return { settings: settingsSchema.parse(settings), refused };
}

function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(settingsSchema.shape, key);
}
