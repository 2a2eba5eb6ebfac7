import { Command } from 'commander';
import type { Translate } from '../../text.ts';
import { withExamples, type CommandContext, type Run } from '../context.ts';
import { defineVerb } from '../verb.ts';
import { DEFAULT_LIST_LIMIT, parseRowLimit, parseSince, type RowLimit } from '../parse.ts';
import { addLogFilters, parseLogsTailOptions } from './tail.ts';

export interface LogsListOptions {
  module: string | undefined;
  username: string | undefined;
  action: string | undefined;
  result: 'success' | 'failure' | undefined;
  since: string | undefined;
  until: string | undefined;
  limit: RowLimit;
}

const COMMAND = 'logs list';

/** The filters shared by `logs list` and `logs export` (tail's, plus --until). */
export function parseLogFilters(
  raw: Record<string, unknown>,
  now: number,
  t: Translate,
  command = COMMAND,
) {
  const { module, username, action, result, since } = parseLogsTailOptions(
    { ...raw, lines: undefined },
    now,
    t,
    command,
  );
  return { module, username, action, result, since, until: parseSince(raw.until, now, t, command) };
}

function parseLogsListOptions(
  raw: Record<string, unknown>,
  now: number,
  t: Translate,
): LogsListOptions {
  return { ...parseLogFilters(raw, now, t), limit: parseRowLimit(raw, t, COMMAND) };
}

function logsListCommand(ctx: CommandContext, run: Run<LogsListOptions>): Command {
  const { t } = ctx;
  const command = addLogFilters(new Command('list').description(t('cli.logs.list.description')), t)
    .option('--until <time>', t('cli.logs.option.until'))
    .option('-L, --limit <n>', t('cli.list.option.limit', { default: DEFAULT_LIST_LIMIT }))
    .option('--all', t('cli.list.option.all'))
    .action(async (raw: Record<string, unknown>, cmd: Command) => {
      const factory = ctx.factoryFor(cmd);
      await run(parseLogsListOptions(raw, factory.now(), t), factory);
    });
  return withExamples(command, t, [
    'qy logs list --module auth --result failure --since 1d',
    'qy logs list --since 2026-01-01T00:00:00Z --until 2026-01-02T00:00:00Z --all --csv > jan1.csv',
    "qy logs list --user admin --json | jq '.[].action'",
  ]);
}

export const logsList = defineVerb<LogsListOptions>({
  noun: 'logs',
  name: 'list',
  command: logsListCommand,
  run: () => import('./list-run.ts').then((m) => m.runLogsList),
});
