/**
 * `npm run admin -- create --username … --name … --phone …` and `npm run admin -- reset --username …
 * [--phone …]`: the administrators' break-glass on the server's host. The password comes from
 * stdin (piped, or typed without echo on a terminal), never from the command line, where `ps` and
 * the shell history would keep it. Reads the same DATABASE_URL / DATABASE_SCHEMA / DATA_DIR as the
 * server; the embedded database must not be in use by a running server (its directory is locked).
 */
import { hostname, userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { isAppError } from '#core/errors';
import { openDatabase, type Database } from '../db/client.ts';
import { DataDirLockedError } from '../db/lock.ts';
import { migrate } from '../db/migrate.ts';
import { commandLocale, ConfigError, loadDatabaseConfig } from '../env.ts';
import { createEventBus } from '../stream/event-bus.ts';
import {
  ADMIN_COMMAND_LIMIT,
  createAdministrator,
  resetAdministrator,
  type AdminDeps,
} from './administrators.ts';
import { readPassword } from './read-password.ts';

const USAGE = `Usage (the password is read from stdin):
  npm run admin -- create --username NAME --name "DISPLAY NAME" --phone MOBILE
      creates an administrator while fewer than ${ADMIN_COMMAND_LIMIT} exist
  npm run admin -- reset --username NAME [--phone MOBILE]
      recovers an administrator: new password (and phone), unlocked, signed out everywhere`;

/** Exit codes as qy's: 1 refused, 2 usage. */
class UsageError extends Error {}

function parse(argv: string[]) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      username: { type: 'string' },
      name: { type: 'string' },
      phone: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [verb, ...rest] = positionals;
  if (values.help) return { verb: 'help' as const, values };
  if (rest.length > 0) throw new UsageError(`unexpected argument: ${rest[0]}`);
  if (verb !== 'create' && verb !== 'reset') throw new UsageError('say create or reset');
  if (!values.username) throw new UsageError('--username is required');
  if (verb === 'create' && (!values.name || !values.phone))
    throw new UsageError('create needs --name and --phone');
  return { verb, values };
}

async function open(): Promise<Database> {
  const config = loadDatabaseConfig();
  return config.databaseUrl
    ? openDatabase({ url: config.databaseUrl, schema: config.databaseSchema, max: 1 })
    : openDatabase({ dataDir: config.dataDir });
}

async function run(argv: string[]): Promise<number> {
  const locale = commandLocale();
  let parsed;
  try {
    parsed = parse(argv);
  } catch (e) {
    process.stderr.write(`admin: ${e instanceof Error ? e.message : String(e)}\n\n${USAGE}\n`);
    return 2;
  }
  if (parsed.verb === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const { verb, values } = parsed;
  let password: string;
  try {
    password = await readPassword(process.stdin, process.stderr);
  } catch (e) {
    process.stderr.write(`admin: ${e instanceof Error ? e.message : String(e)}\n`);
    return 1;
  }
  let database: Database;
  try {
    database = await open();
  } catch (e) {
    if (e instanceof ConfigError || e instanceof DataDirLockedError) {
      process.stderr.write(`admin: ${e.message}\n`);
      return 1;
    }
    throw e;
  }
  try {
    // A fresh installation is set up before its first start: the tables may not exist yet.
    await migrate(database);
    const deps: AdminDeps = { database, events: createEventBus(), now: () => new Date(), locale };
    const actor = { osUser: userInfo().username, host: hostname() };
    if (verb === 'create') {
      const made = await createAdministrator(deps, actor, {
        username: values.username ?? '',
        name: values.name ?? '',
        phone: values.phone ?? '',
        password,
      });
      process.stdout.write(
        `created administrator ${made.username} (${made.administrators} of at most ${ADMIN_COMMAND_LIMIT} by this command); logged in the system log\n`,
      );
    } else {
      const done = await resetAdministrator(deps, actor, {
        username: values.username ?? '',
        password,
        ...(values.phone ? { phone: values.phone } : {}),
      });
      process.stdout.write(
        `reset administrator ${done.username}: new password, unlocked, signed out everywhere; logged in the system log\n`,
      );
    }
    return 0;
  } catch (e) {
    if (!isAppError(e)) throw e;
    const fields = Object.entries(e.fields ?? {}).map(([k, v]) => `\n  ${k}: ${v}`);
    process.stderr.write(`admin: ${e.code} ${e.localized(locale)}${fields.join('')}\n`);
    return 1;
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e: unknown) => {
    process.stderr.write(`admin: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exit(1);
  },
);
