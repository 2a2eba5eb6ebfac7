/**
 * The only reader of process.env: validates the server's configuration once, at start.
 * A bad value stops the process with a message naming the variable (see loadConfig's caller).
 */
import { z } from 'zod';
import type { SmsConfig } from './sms/factory.ts';
import { SIGN_IN_POLICY } from './auth/policy.ts';
import { DEFAULT_KEEP_ALIVE_TIMEOUT_SECONDS } from './http/node-server.ts';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy.ts';
import { LOG_LEVELS, type LogLevel } from './logging/logger.ts';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const httpUrl = z
  .string()
  .trim()
  .regex(/^https?:\/\/[^\s/]+/, 'must be an http:// or https:// URL');

/** The variables each SMS provider needs. */
const SMS_REQUIRED = {
  log: [],
  aliyun: [
    'SMS_ALIYUN_ACCESS_KEY_ID',
    'SMS_ALIYUN_ACCESS_KEY_SECRET',
    'SMS_ALIYUN_SIGN_NAME',
    'SMS_ALIYUN_TEMPLATE_CODE',
  ],
  tencent: [
    'SMS_TENCENT_SECRET_ID',
    'SMS_TENCENT_SECRET_KEY',
    'SMS_TENCENT_SDK_APP_ID',
    'SMS_TENCENT_SIGN_NAME',
    'SMS_TENCENT_TEMPLATE_ID',
  ],
  webhook: ['SMS_WEBHOOK_URL', 'SMS_WEBHOOK_SECRET'],
} as const;

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
    message: 'must start with postgres:// or postgresql://',
  }),
  /** PostgreSQL schema (search_path) to use; lets several deployments or test runs share one database. */
  DATABASE_SCHEMA: z
    .string()
    .trim()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case SQL identifier')
    .default('public'),
  SMS_OUTBOX_FILE: optionalText,
  /**
   * Where SMS codes go: aliyun, tencent or webhook; log ('dev' is the same) only under QY_DEMO=1,
   * where it is also the default.
   */
  SMS_PROVIDER: z
    .enum(['log', 'dev', 'aliyun', 'tencent', 'webhook'])
    .optional()
    .transform((v) => (v === 'dev' ? 'log' : v)),
  /**
   * 1: trying out (npm start, the test harnesses): an empty database gets the demo data and demo
   * accounts, and the log SMS provider is allowed. Absent: production, neither ever happens.
   */
  QY_DEMO: z.enum(['1', '0', 'true', 'false']).optional(),
  SMS_ALIYUN_ACCESS_KEY_ID: optionalText,
  SMS_ALIYUN_ACCESS_KEY_SECRET: optionalText,
  SMS_ALIYUN_SIGN_NAME: optionalText,
  SMS_ALIYUN_TEMPLATE_CODE: optionalText,
  SMS_ALIYUN_REGION: z.string().trim().min(1).default('cn-hangzhou'),
  SMS_ALIYUN_ENDPOINT: httpUrl.default('https://dysmsapi.aliyuncs.com'),
  SMS_TENCENT_SECRET_ID: optionalText,
  SMS_TENCENT_SECRET_KEY: optionalText,
  SMS_TENCENT_SDK_APP_ID: optionalText,
  SMS_TENCENT_SIGN_NAME: optionalText,
  SMS_TENCENT_TEMPLATE_ID: optionalText,
  SMS_TENCENT_REGION: z.string().trim().min(1).default('ap-guangzhou'),
  SMS_TENCENT_ENDPOINT: httpUrl.default('https://sms.tencentcloudapi.com'),
  SMS_WEBHOOK_URL: httpUrl.optional(),
  SMS_WEBHOOK_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  /** Behind reverse proxies: true (one hop), N hops, or CIDR ranges of the proxies (per-IP limits, logs). */
  TRUST_PROXY: z
    .string()
    .default('false')
    .refine((v) => parseTrustProxy(v) !== undefined, {
      message: 'must be true, false, a number of hops or comma-separated CIDR ranges',
    }),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /** Idle kept-alive connections are closed after this; above the proxy's own idle timeout. */
  KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce
    .number()
    .int('must be a whole number of seconds')
    .min(1, 'must be at least 1 (second)')
    .max(3600, 'must be at most 3600 (an hour)')
    .default(DEFAULT_KEEP_ALIVE_TIMEOUT_SECONDS),
  /** Issue 21: client-side deadline (ms) on every PostgreSQL query and pooled-connection wait. */
  DB_DEADLINE_MS: positiveInt(5_000),
  SESSION_IDLE_MINUTES: positiveInt(30),
  /** Time between two SMS codes of one purpose to one user (sign-in, phone, re-check). */
  SMS_COOLDOWN_SECONDS: z.coerce
    .number()
    .int('must be a whole number of seconds')
    .min(1, 'must be at least 1 (second)')
    .max(3600, 'must be at most 3600 (an hour)')
    .default(SIGN_IN_POLICY.smsCooldownMs / 1000),
  SESSION_ABSOLUTE_HOURS: positiveInt(12),
  /** Keys the stored SMS codes and signs list cursors (HMAC-SHA256); instances sharing a database must share it; at least 32 characters. */
  SERVER_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
    message: 'must be at least 32 characters (e.g. openssl rand -base64 32)',
  }),
  /** 1: every JSON answer is checked against its endpoint's response schema (500 on drift). Default: on under NODE_ENV=test. */
  QY_CHECK_RESPONSES: z.enum(['true', 'false', '1', '0']).optional(),
  NODE_ENV: optionalText,
  SEED_SCALE: optionalText.refine((v) => v === undefined || /^(demo|test|\d+)$/.test(v), {
    message: "must be 'demo', 'test' or a number of settlements",
  }),
});

export interface AppConfig {
  /** QY_DEMO=1: seed an empty database with the demo, allow the log SMS provider. Absent = false. */
  demo?: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  databaseSchema: string;
  smsOutboxFile?: string;
  /** Absent = the log provider. */
  sms?: SmsConfig;
  /** PostgreSQL: client-side deadline on each query and connection wait (ms). Absent = 5000. */
  dbDeadlineMs?: number;
  /** Absent = false (see TrustProxy). */
  trustProxy?: TrustProxy;
  logLevel: LogLevel;
  /** Idle keep-alive limit of HTTP connections (s). Absent = 65 (DEFAULT_KEEP_ALIVE_TIMEOUT_SECONDS). */
  keepAliveTimeoutSeconds?: number;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /** Seconds between two SMS codes of one purpose to one user. Absent = 60 (SIGN_IN_POLICY). */
  smsCooldownSeconds?: number;
  seedScale: 'demo' | 'test' | number;
  /**
   * Keys stored SMS codes and signs list cursors. Absent: main.ts keeps one in the embedded database's directory; with
   * PostgreSQL and none set, each process draws its own (instances then cannot check each other's codes).
   */
  serverSecret?: string;
  /** Check every JSON answer against its response schema and fail with 500 on drift (tests). Absent = false. */
  checkResponses?: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses a variables map (process.env by default) into the config, or throws ConfigError naming each bad variable. */
export function loadConfig(vars: Record<string, string | undefined> = process.env): AppConfig {
  const picked = Object.fromEntries(
    Object.keys(configSchema.shape).map((k) => [k, vars[k] === '' ? undefined : vars[k]]),
  );
  const parsed = configSchema.safeParse(picked);
  if (!parsed.success) throw configErrorOf(parsed.error, picked);
  const v = parsed.data;
  const demo = v.QY_DEMO === '1' || v.QY_DEMO === 'true';
  const provider = smsProviderOf(v.SMS_PROVIDER, demo);
  const missing = SMS_REQUIRED[provider].filter((k) => v[k] === undefined);
  if (missing.length > 0)
    throw new ConfigError(
      `Invalid configuration:\n${missing.map((k) => `  ${k}: required with SMS_PROVIDER=${provider}`).join('\n')}`,
    );
  const scale = v.SEED_SCALE ?? 'demo';
  return {
    ...(demo ? { demo: true } : {}),
    port: v.PORT,
    host: v.HOST,
    dataDir: v.DATA_DIR,
    databaseUrl: v.DATABASE_URL,
    databaseSchema: v.DATABASE_SCHEMA,
    smsOutboxFile: v.SMS_OUTBOX_FILE,
    sms: smsConfigOf(v, provider),
    trustProxy: parseTrustProxy(v.TRUST_PROXY) ?? false,
    logLevel: v.LOG_LEVEL,
    keepAliveTimeoutSeconds: v.KEEP_ALIVE_TIMEOUT_SECONDS,
    dbDeadlineMs: v.DB_DEADLINE_MS,
    sessionIdleMinutes: v.SESSION_IDLE_MINUTES,
    sessionAbsoluteHours: v.SESSION_ABSOLUTE_HOURS,
    smsCooldownSeconds: v.SMS_COOLDOWN_SECONDS,
    seedScale: /^\d+$/.test(scale) ? Number(scale) : (scale as 'demo' | 'test'),
    serverSecret: v.SERVER_SECRET,
    ...(checksResponses(v) ? { checkResponses: true } : {}),
  };
}

type SmsProvider = keyof typeof SMS_REQUIRED;
const REAL_PROVIDERS = Object.keys(SMS_REQUIRED).filter((p) => p !== 'log');

/**
 * The log provider writes sign-in codes into the server log, and the demo accounts' codes would
 * go to well-formed numbers that may be real people's: so outside the demo a real provider must be
 * chosen, never defaulted.
 */
function smsProviderOf(chosen: SmsProvider | undefined, demo: boolean): SmsProvider {
  if (demo) return chosen ?? 'log';
  if (chosen !== undefined && chosen !== 'log') return chosen;
  const what =
    chosen === undefined
      ? 'SMS_PROVIDER: not set'
      : 'SMS_PROVIDER=log: writes sign-in codes to the server log';
  throw new ConfigError(
    `Invalid configuration:\n  ${what}; set SMS_PROVIDER to one of ${REAL_PROVIDERS.join(', ')} (see the README's "SMS delivery"), or set QY_DEMO=1 to try the demo with codes in the log`,
  );
}

/** The database settings alone, for the server's admin command (it sends no SMS and serves nothing). */
export function loadDatabaseConfig(
  vars: Record<string, string | undefined> = process.env,
): Pick<AppConfig, 'dataDir' | 'databaseUrl' | 'databaseSchema'> {
  const schema = configSchema.pick({ DATA_DIR: true, DATABASE_URL: true, DATABASE_SCHEMA: true });
  const picked = Object.fromEntries(
    Object.keys(schema.shape).map((k) => [k, vars[k] === '' ? undefined : vars[k]]),
  );
  const parsed = schema.safeParse(picked);
  if (!parsed.success) throw configErrorOf(parsed.error, picked);
  return {
    dataDir: parsed.data.DATA_DIR,
    databaseUrl: parsed.data.DATABASE_URL,
    databaseSchema: parsed.data.DATABASE_SCHEMA,
  };
}

/** The language of the admin command's messages, from LC_ALL / LC_MESSAGES / LANG as a shell's. */
export function commandLocale(
  vars: Record<string, string | undefined> = process.env,
): 'en-US' | 'zh-CN' {
  return /^zh/i.test(vars.LC_ALL || vars.LC_MESSAGES || vars.LANG || '') ? 'zh-CN' : 'en-US';
}

function configErrorOf(error: z.ZodError, picked: Record<string, unknown>): ConfigError {
  const lines = error.issues.map(
    (i) => `  ${String(i.path[0])}=${JSON.stringify(picked[String(i.path[0])])}: ${i.message}`,
  );
  return new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

function checksResponses(v: z.output<typeof configSchema>): boolean {
  if (v.QY_CHECK_RESPONSES !== undefined)
    return v.QY_CHECK_RESPONSES === 'true' || v.QY_CHECK_RESPONSES === '1';
  return v.NODE_ENV === 'test';
}

/** The SMS settings of parsed variables (the required ones are checked by the caller). */
function smsConfigOf(v: z.output<typeof configSchema>, provider: SmsProvider): SmsConfig {
  const need = (value: string | undefined) => value ?? '';
  switch (provider) {
    case 'log':
      return { provider: 'log' };
    case 'aliyun':
      return {
        provider: 'aliyun',
        accessKeyId: need(v.SMS_ALIYUN_ACCESS_KEY_ID),
        accessKeySecret: need(v.SMS_ALIYUN_ACCESS_KEY_SECRET),
        signName: need(v.SMS_ALIYUN_SIGN_NAME),
        templateCode: need(v.SMS_ALIYUN_TEMPLATE_CODE),
        regionId: v.SMS_ALIYUN_REGION,
        endpoint: v.SMS_ALIYUN_ENDPOINT,
      };
    case 'tencent':
      return {
        provider: 'tencent',
        secretId: need(v.SMS_TENCENT_SECRET_ID),
        secretKey: need(v.SMS_TENCENT_SECRET_KEY),
        sdkAppId: need(v.SMS_TENCENT_SDK_APP_ID),
        signName: need(v.SMS_TENCENT_SIGN_NAME),
        templateId: need(v.SMS_TENCENT_TEMPLATE_ID),
        region: v.SMS_TENCENT_REGION,
        endpoint: v.SMS_TENCENT_ENDPOINT,
      };
    case 'webhook':
      return {
        provider: 'webhook',
        url: need(v.SMS_WEBHOOK_URL),
        secret: need(v.SMS_WEBHOOK_SECRET),
      };
  }
}
