import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogue } from '#core/errors';
import {
  countAdministrators,
  createAdministrator,
  resetAdministrator,
  type AdminDeps,
} from '../../server/admin/administrators.ts';
import { verifyPassword } from '../../server/auth/password.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { loginAttempts, systemLogs, users } from '../../server/db/schema/index.ts';
import { createEventBus } from '../../server/stream/event-bus.ts';
import { adminArgs } from './support/spawn-server.ts';
import {
  TEST_DATABASE_URL,
  dropSchema,
  openTestDatabase,
  uniqueSchemaName,
} from './support/test-database.ts';

const ROOT = join(import.meta.dirname, '../..');
/** An empty installation: the tables, no one in them. */
const MIGRATED = {
  key: 'migrated',
  async build(database: Database) {
    await migrate(database);
  },
};
const actor = { osUser: 'ops', host: 'db-host-1' };

function depsOf(database: Database, locale: AdminDeps['locale'] = 'en-US'): AdminDeps {
  return { database, events: createEventBus(), now: () => new Date(), locale };
}

const person = (n: number) => ({
  username: `boss${n}`,
  name: `管理员${n}`,
  phone: `1390000100${n}`,
  password: `Secret${n}pw`,
});

describe('the administrators break-glass (in-process, on the suite engine)', () => {
  it('creates administrators while fewer than three exist, each with a system-log entry', async () => {
    const database = await openTestDatabase(MIGRATED);
    try {
      const deps = depsOf(database);
      for (const n of [1, 2, 3]) {
        const made = await createAdministrator(deps, actor, person(n));
        expect(made).toMatchObject({ username: `boss${n}`, administrators: n });
      }
      expect(await countAdministrators(database.db)).toBe(3);
      const [row] = await database.db.select().from(users).where(eq(users.username, 'boss1'));
      expect(row).toMatchObject({ role: 'admin', status: 'active', name: '管理员1' });
      expect(await verifyPassword('Secret1pw', row.passwordHash)).toBe(true);

      const refused = createAdministrator(deps, actor, person(4));
      await expect(refused).rejects.toMatchObject({
        code: catalogue.AdministratorsComplete.code,
        status: 422,
      });
      await expect(refused).rejects.toThrow(/already three administrators/);
      expect(await countAdministrators(database.db)).toBe(3);

      const logs = await database.db
        .select()
        .from(systemLogs)
        .where(and(eq(systemLogs.module, 'users'), eq(systemLogs.action, 'create')));
      expect(logs.map((l) => l.target).sort()).toEqual(['boss1', 'boss2', 'boss3']);
      expect(logs[0]).toMatchObject({ username: 'admin-command', ip: 'db-host-1' });
      expect(JSON.stringify(logs[0].detail)).toContain('"osUser":"ops"');
      expect(JSON.stringify(logs)).not.toContain('Secret');
    } finally {
      await database.close();
    }
  });

  it('refuses bad input and a taken username with catalogue errors, writing nothing', async () => {
    const database = await openTestDatabase(MIGRATED);
    try {
      await createAdministrator(depsOf(database), actor, person(1));
      const bad = { username: 'x', name: ' ', phone: '12345', password: 'short' };
      for (const [locale, phoneText] of [
        ['en-US', 'Invalid mainland mobile number'],
        ['zh-CN', '手机号'],
      ] as const) {
        const error = await createAdministrator(depsOf(database, locale), actor, bad).catch(
          (e: unknown) => e,
        );
        expect(error).toMatchObject({ code: catalogue.ValidationFailed.code });
        const fields = (error as { fields: Record<string, string> }).fields;
        expect(Object.keys(fields).sort()).toEqual(['name', 'password', 'phone', 'username']);
        expect(fields.phone).toContain(phoneText);
      }
      await expect(createAdministrator(depsOf(database), actor, person(1))).rejects.toMatchObject({
        code: catalogue.Duplicate.code,
        fields: { username: 'boss1' },
      });
      expect(await countAdministrators(database.db)).toBe(1);
      expect(await database.db.select().from(systemLogs)).toHaveLength(1);
    } finally {
      await database.close();
    }
  });

  it('resets a locked-out administrator: new password, unlocked, sign-in locks lifted, logged', async () => {
    const database = await openTestDatabase(MIGRATED);
    try {
      const deps = depsOf(database);
      await createAdministrator(deps, actor, person(1));
      await database.db
        .update(users)
        .set({ status: 'locked', lockedUntil: new Date(Date.now() + 3_600_000) })
        .where(eq(users.username, 'boss1'));
      await database.db
        .insert(loginAttempts)
        .values({ username: 'boss1', ip: '10.0.0.1', success: false, at: new Date() });

      await resetAdministrator(deps, actor, {
        username: 'boss1',
        password: 'NewSecret9',
        phone: '13900009999',
      });
      const [row] = await database.db.select().from(users).where(eq(users.username, 'boss1'));
      expect(row).toMatchObject({ status: 'active', lockedUntil: null, phone: '13900009999' });
      expect(await verifyPassword('NewSecret9', row.passwordHash)).toBe(true);
      expect(
        await database.db.select().from(loginAttempts).where(eq(loginAttempts.username, 'boss1')),
      ).toEqual([]);
      const [log] = await database.db
        .select()
        .from(systemLogs)
        .where(eq(systemLogs.action, 'reset_password'));
      expect(log).toMatchObject({ module: 'users', target: 'boss1', username: 'admin-command' });

      await expect(
        resetAdministrator(deps, actor, { username: 'nobody', password: 'NewSecret9' }),
      ).rejects.toMatchObject({ code: catalogue.NotFound.code, fields: { username: 'nobody' } });
      await database.db.insert(users).values({
        username: 'clerk',
        name: 'Clerk',
        phone: '13900000077',
        role: 'user',
        passwordHash: row.passwordHash,
      });
      await expect(
        resetAdministrator(deps, actor, { username: 'clerk', password: 'NewSecret9' }),
      ).rejects.toMatchObject({ code: catalogue.NotAnAdministrator.code });
    } finally {
      await database.close();
    }
  });
});

/** Runs `npm run admin` (the bundle) with `stdin` as the password. */
async function admin(
  args: string[],
  env: Record<string, string>,
  stdin: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, await adminArgs(args), {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', DATABASE_SCHEMA: '', DATA_DIR: '', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  child.stdin.end(stdin);
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}

const engines: [string, () => { env: Record<string, string>; open: () => Promise<Database> }][] = [
  [
    'PGlite',
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'qy-admin-'));
      dirs.push(dir);
      return { env: { DATA_DIR: dir }, open: () => openDatabase({ dataDir: dir }) };
    },
  ],
];
if (TEST_DATABASE_URL) {
  engines.push([
    'PostgreSQL',
    () => {
      const schema = uniqueSchemaName('admin');
      schemas.push(schema);
      return {
        env: { DATABASE_URL: TEST_DATABASE_URL!, DATABASE_SCHEMA: schema },
        open: () => openDatabase({ url: TEST_DATABASE_URL!, schema, max: 1 }),
      };
    },
  ]);
}
const dirs: string[] = [];
const schemas: string[] = [];
afterAll(async () => {
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
  for (const s of schemas) await dropSchema(s);
});

describe.each(engines)('npm run admin on %s', (_name, engine) => {
  it('creates the first administrator on a database never started, with the password from stdin', async () => {
    const { env, open } = engine();
    const made = await admin(
      ['create', '--username', 'first', '--name', '首位管理员', '--phone', '13900001001'],
      env,
      'Start1pass\n',
    );
    expect(made.stderr).toBe('');
    expect(made.stdout).toMatch(/created administrator first \(1 of at most 3/);
    expect(made.code).toBe(0);

    const zh = await admin(
      ['create', '--username', 'first', '--name', 'Again', '--phone', '13900001001'],
      { ...env, LANG: 'zh_CN.UTF-8' },
      'Start1pass\n',
    );
    expect(zh.code).toBe(1);
    expect(zh.stderr).toContain('409102 该记录已存在');
    expect(zh.stderr).toContain('username: first');

    const usage = await admin(['create', '--username', 'x'], env, '');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('create needs --name and --phone');

    const database = await open();
    try {
      const [row] = await database.db.select().from(users).where(eq(users.username, 'first'));
      expect(row).toMatchObject({ role: 'admin', name: '首位管理员' });
      // The newline that ends a piped line is not part of the password.
      expect(await verifyPassword('Start1pass', row.passwordHash)).toBe(true);
    } finally {
      await database.close();
    }
  }, 120_000);
});
