import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadDatabaseConfig } from '../../server/env.ts';

/** Trying out: the log SMS provider is allowed only here. */
const DEMO = { QY_DEMO: '1' };
const WEBHOOK = {
  SMS_PROVIDER: 'webhook',
  SMS_WEBHOOK_URL: 'https://sms.example.com/send',
  SMS_WEBHOOK_SECRET: 'x'.repeat(32),
};

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    expect(loadConfig(DEMO)).toEqual({
      demo: true,
      port: 8080,
      host: '127.0.0.1',
      dataDir: './data',
      databaseUrl: undefined,
      databaseSchema: 'public',
      smsOutboxFile: undefined,
      sms: { provider: 'log' },
      trustProxy: false,
      logLevel: 'info',
      keepAliveTimeoutSeconds: 65,
      dbDeadlineMs: 5000,
      serverSecret: undefined,
      sessionIdleMinutes: 30,
      sessionAbsoluteHours: 12,
      smsCooldownSeconds: 60,
      seedScale: 'demo',
    });
  });

  it('checks responses under NODE_ENV=test or QY_CHECK_RESPONSES, never by default', () => {
    expect(loadConfig(DEMO).checkResponses).toBeUndefined();
    expect(loadConfig({ ...DEMO, NODE_ENV: 'production' }).checkResponses).toBeUndefined();
    expect(loadConfig({ ...DEMO, NODE_ENV: 'test' }).checkResponses).toBe(true);
    expect(loadConfig({ ...DEMO, QY_CHECK_RESPONSES: '1' }).checkResponses).toBe(true);
    expect(
      loadConfig({ ...DEMO, NODE_ENV: 'test', QY_CHECK_RESPONSES: '0' }).checkResponses,
    ).toBeUndefined();
    expect(() => loadConfig({ ...DEMO, QY_CHECK_RESPONSES: 'yes' })).toThrow(/QY_CHECK_RESPONSES=/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      ...DEMO,
      PORT: '9000',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/qy',
      DATABASE_URL: 'postgres://u@db:5432/qy',
      DATABASE_SCHEMA: 'tenant_a',
      SMS_OUTBOX_FILE: '/tmp/sms.jsonl',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'debug',
      SESSION_IDLE_MINUTES: '5',
      SESSION_ABSOLUTE_HOURS: '1',
      SMS_COOLDOWN_SECONDS: '2',
      KEEP_ALIVE_TIMEOUT_SECONDS: '75',
      SEED_SCALE: '1000000',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u@db:5432/qy',
      databaseSchema: 'tenant_a',
      trustProxy: true,
      logLevel: 'debug',
      sessionIdleMinutes: 5,
      sessionAbsoluteHours: 1,
      smsCooldownSeconds: 2,
      keepAliveTimeoutSeconds: 75,
      seedScale: 1_000_000,
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ ...DEMO, PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
    });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['LOG_LEVEL', 'verbose'],
    ['DATABASE_URL', 'mysql://x'],
    ['DATABASE_SCHEMA', 'Bad-Name'],
    ['SESSION_IDLE_MINUTES', '0'],
    ['SMS_COOLDOWN_SECONDS', '0'],
    ['SMS_COOLDOWN_SECONDS', '0.5'],
    ['SMS_COOLDOWN_SECONDS', '3601'],
    ['SMS_COOLDOWN_SECONDS', 'soon'],
    ['KEEP_ALIVE_TIMEOUT_SECONDS', '0'],
    ['KEEP_ALIVE_TIMEOUT_SECONDS', '2.5'],
    ['KEEP_ALIVE_TIMEOUT_SECONDS', '3601'],
    ['KEEP_ALIVE_TIMEOUT_SECONDS', 'long'],
    ['SEED_SCALE', 'huge'],
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    expect(() => loadConfig({ ...DEMO, [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ...DEMO, [name]: value })).toThrow(new RegExp(`${name}=`));
  });

  it('lists every bad variable at once', () => {
    try {
      loadConfig({ ...DEMO, PORT: 'x', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (e) {
      expect((e as Error).message).toMatch(/PORT=.*\n.*LOG_LEVEL=/s);
    }
  });

  it('reads the SMS provider and its settings; a chosen provider without its keys stops the start', () => {
    expect(loadConfig({ ...DEMO, SMS_PROVIDER: 'dev' }).sms).toEqual({ provider: 'log' });
    expect(
      loadConfig({
        SMS_PROVIDER: 'tencent',
        SMS_TENCENT_SECRET_ID: 'id',
        SMS_TENCENT_SECRET_KEY: 'key',
        SMS_TENCENT_SDK_APP_ID: '1400000000',
        SMS_TENCENT_SIGN_NAME: '签名',
        SMS_TENCENT_TEMPLATE_ID: '1',
      }).sms,
    ).toEqual({
      provider: 'tencent',
      secretId: 'id',
      secretKey: 'key',
      sdkAppId: '1400000000',
      signName: '签名',
      templateId: '1',
      region: 'ap-guangzhou',
      endpoint: 'https://sms.tencentcloudapi.com',
    });
    expect(() => loadConfig({ SMS_PROVIDER: 'aliyun', SMS_ALIYUN_ACCESS_KEY_ID: 'x' })).toThrow(
      /SMS_ALIYUN_ACCESS_KEY_SECRET: required with SMS_PROVIDER=aliyun[\s\S]*SMS_ALIYUN_TEMPLATE_CODE/,
    );
    expect(() =>
      loadConfig({
        SMS_PROVIDER: 'webhook',
        SMS_WEBHOOK_URL: 'http://127.0.0.1:9/x',
        SMS_WEBHOOK_SECRET: 'short',
      }),
    ).toThrow(/SMS_WEBHOOK_SECRET="short": must be at least 32 characters/);
    expect(() => loadConfig({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(ConfigError);
  });

  it('is production unless QY_DEMO=1: no demo, and no log SMS provider, set or defaulted', () => {
    for (const vars of [{}, { QY_DEMO: '0' }, { SMS_PROVIDER: 'log' }, { SMS_PROVIDER: 'dev' }]) {
      try {
        loadConfig(vars);
        expect.unreachable();
      } catch (e) {
        expect(e).toBeInstanceOf(ConfigError);
        expect((e as Error).message).toMatch(/SMS_PROVIDER/);
        expect((e as Error).message).toMatch(/aliyun, tencent, webhook/);
        expect((e as Error).message).toMatch(/QY_DEMO=1/);
      }
    }
    const production = loadConfig(WEBHOOK);
    expect(production.demo).toBeUndefined();
    expect(production.sms?.provider).toBe('webhook');
    expect(loadConfig({ ...WEBHOOK, QY_DEMO: 'true' }).demo).toBe(true);
    expect(() => loadConfig({ QY_DEMO: 'yes' })).toThrow(/QY_DEMO="yes"/);
  });

  it('gives the admin command the database settings alone, checked the same way', () => {
    expect(loadDatabaseConfig({ DATABASE_URL: 'postgres://u@db/qy', SMS_PROVIDER: 'log' })).toEqual(
      { dataDir: './data', databaseUrl: 'postgres://u@db/qy', databaseSchema: 'public' },
    );
    expect(() => loadDatabaseConfig({ DATABASE_SCHEMA: 'Bad-Name' })).toThrow(/DATABASE_SCHEMA=/);
  });
});
