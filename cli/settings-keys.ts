/**
 * The settings `qy config` keeps in the config file, besides the credentials. Their values are
 * checked by one schema (settings-schema.ts, zod, loaded only when a setting is read or written);
 * this list is light, for the command tree and completion.
 */
export const SETTING_KEYS = ['server', 'lang', 'timeout'] as const;

export type SettingKey = (typeof SETTING_KEYS)[number];

/** The settings as stored: `server` is the file's `default`, the others under `settings`. */
export interface Settings {
  server?: string;
  lang?: 'en-US' | 'zh-CN';
  /** Seconds each request waits for the server's answer (as `--timeout`). */
  timeout?: number;
}
