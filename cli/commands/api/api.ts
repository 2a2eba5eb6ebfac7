import { Command } from 'commander';
import { UsageError } from '../../errors.ts';
import type { Translate } from '../../text.ts';
import { withExamples, type CommandContext, type Run } from '../context.ts';
import { defineVerb } from '../verb.ts';
import { parseJsonBody } from './json-body.ts';

const API_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
type ApiMethod = (typeof API_METHODS)[number];

/** Where the request body comes from: nothing, JSON given inline, standard input, or a file. */
type ApiBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'stdin' }
  | { kind: 'file'; path: string };

export interface ApiOptions {
  method: ApiMethod;
  /** The API path without the base path, e.g. '/deposits/accounts'. */
  path: string;
  /** Query parameters (from `?…` in the path, and `-f`/`-F` on GET / DELETE). */
  query: Record<string, string>;
  /** `-f`/`-F` fields on POST / PUT: a JSON object body. */
  fields: Record<string, unknown>;
  body: ApiBody;
  /** Follow `nextCursor` through every cursor page, printing one JSON array of the items. */
  paginate: boolean;
  /** `-H 'Name: value'`: extra request headers. */
  headers: Record<string, string>;
  /** `-i`: the status line and response headers first, then a blank line and the body. */
  include: boolean;
}

const COMMAND = 'api';
const BASE_PATH = '/qy-sla-admin-api';

/** `-F key=value`: numbers, true, false and null become JSON values; anything else a string. */
function typedValue(text: string): unknown {
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (text === 'null') return null;
  if (/^-?\d+(\.\d+)?$/.test(text) && Number.isFinite(Number(text))) return Number(text);
  return text;
}

function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}

function splitField(entry: string, option: string, t: Translate): [string, string] {
  const at = entry.indexOf('=');
  if (at < 1) throw new UsageError(t('cli.api.badField', { option, value: entry }), COMMAND);
  return [entry.slice(0, at), entry.slice(at + 1)];
}

function parseBody(raw: Record<string, unknown>, t: Translate): ApiBody {
  const data = typeof raw.data === 'string' ? raw.data : undefined;
  const input = typeof raw.input === 'string' ? raw.input : undefined;
  if (data !== undefined && input !== undefined) {
    throw new UsageError(t('cli.api.dataAndInput'), COMMAND);
  }
  if (input !== undefined) return input === '-' ? { kind: 'stdin' } : { kind: 'file', path: input };
  if (data === undefined) return { kind: 'none' };
  if (data === '-' || data === '@-') return { kind: 'stdin' };
  if (data.startsWith('@')) return { kind: 'file', path: data.slice(1) };
  return { kind: 'json', value: parseJsonBody(data, t) };
}

/**
 * `qy api [METHOD] <path>`: the method is the first argument when two are given, else `-X`, else
 * GET (POST when a body is given).
 */
function parseApiOptions(args: string[], raw: Record<string, unknown>, t: Translate): ApiOptions {
  if (args.length > 2 || args.length === 0) throw new UsageError(t('cli.api.usage'), COMMAND);
  const [methodArg, pathArg] = args.length === 2 ? args : [undefined, args[0]];
  if (methodArg !== undefined && typeof raw.method === 'string') {
    throw new UsageError(t('cli.api.twoMethods'), COMMAND);
  }
  const body = parseBody(raw, t);
  const rawFields = (raw.rawField as string[] | undefined) ?? [];
  const typedFields = (raw.field as string[] | undefined) ?? [];
  const methodText = (methodArg ?? (raw.method as string | undefined))?.toUpperCase();
  const method = (methodText ?? (body.kind !== 'none' ? 'POST' : 'GET')) as ApiMethod;
  if (!(API_METHODS as readonly string[]).includes(method)) {
    throw new UsageError(
      t('cli.usage.badChoice', { option: 'METHOD', choices: API_METHODS.join(', ') }),
      COMMAND,
    );
  }
  let url: URL;
  try {
    url = new URL(pathArg.replace(/^\/?/, '/'), 'http://qy.invalid');
  } catch {
    throw new UsageError(t('cli.api.badPath', { path: pathArg }), COMMAND);
  }
  if (/^[a-z]+:\/\//i.test(pathArg)) {
    throw new UsageError(t('cli.api.badPath', { path: pathArg }), COMMAND);
  }
  let path = url.pathname;
  if (path === BASE_PATH || path.startsWith(`${BASE_PATH}/`)) path = path.slice(BASE_PATH.length);
  if (path === '' || path === '/')
    throw new UsageError(t('cli.api.badPath', { path: pathArg }), COMMAND);
  const query: Record<string, string> = Object.fromEntries(url.searchParams);
  const fields: Record<string, unknown> = {};
  const sendsBody = method === 'POST' || method === 'PUT';
  for (const [entries, typed, option] of [
    [rawFields, false, '-f'],
    [typedFields, true, '-F'],
  ] as const) {
    for (const entry of entries) {
      const [key, value] = splitField(entry, option, t);
      if (sendsBody) fields[key] = typed ? typedValue(value) : value;
      else query[key] = value;
    }
  }
  if (body.kind !== 'none' && !sendsBody) {
    throw new UsageError(t('cli.api.bodyWithoutMethod', { method }), COMMAND);
  }
  if (body.kind !== 'none' && Object.keys(fields).length > 0) {
    throw new UsageError(t('cli.api.dataAndFields'), COMMAND);
  }
  const paginate = raw.paginate === true;
  if (paginate && method !== 'GET') {
    throw new UsageError(t('cli.api.paginateGetOnly'), COMMAND);
  }
  const headers: Record<string, string> = {};
  for (const entry of (raw.header as string[] | undefined) ?? []) {
    const at = entry.indexOf(':');
    const name = entry.slice(0, at).trim();
    if (at < 1 || !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) {
      throw new UsageError(t('cli.api.badHeader', { value: entry }), COMMAND);
    }
    headers[name] = entry.slice(at + 1).trim();
  }
  const include = raw.include === true;
  if (include && paginate) throw new UsageError(t('cli.api.includeAndPaginate'), COMMAND);
  return { method, path, query, fields, body, paginate, headers, include };
}

function apiCommand(ctx: CommandContext, run: Run<ApiOptions>): Command {
  const { t } = ctx;
  const command = new Command('api')
    .description(t('cli.api.description'))
    .argument('<method-or-path>', t('cli.api.argument.methodOrPath'))
    .argument('[path]', t('cli.api.argument.path'))
    .option('-X, --method <method>', t('cli.api.option.method'))
    .option('-f, --raw-field <key=value>', t('cli.api.option.rawField'), collect)
    .option('-F, --field <key=value>', t('cli.api.option.typedField'), collect)
    .option('-d, --data <json>', t('cli.api.option.data'))
    .option('--input <file>', t('cli.api.option.input'))
    .option('--paginate', t('cli.api.option.paginate'))
    .option('-H, --header <name:value>', t('cli.api.option.header'), collect)
    .option('-i, --include', t('cli.api.option.include'))
    .action(
      async (
        first: string,
        second: string | undefined,
        raw: Record<string, unknown>,
        cmd: Command,
      ) => {
        const args = second === undefined ? [first] : [first, second];
        await run(parseApiOptions(args, raw, t), ctx.factoryFor(cmd));
      },
    );
  return withExamples(command, t, [
    'qy api /sys/user/info | jq -r .data.username',
    "qy api GET '/settlements?status=failed&pageSize=5' | jq '.items[].settlementNo'",
    'qy api /logs -f module=auth --paginate > auth-log.json',
    'qy api POST /deposits/requests/12/reject -d \'{"version":1,"reason":"duplicate"}\'',
    'qy api /settlements/export.csv -f status=failed > failed.csv',
    "qy api -i /sys/user/info -H 'Accept-Language: zh-CN'",
  ]);
}

export const apiVerb = defineVerb<ApiOptions>({
  noun: '',
  name: 'api',
  command: apiCommand,
  run: () => import('./api-run.ts').then((m) => m.runApi),
});
