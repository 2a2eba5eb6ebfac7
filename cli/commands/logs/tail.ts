import { Command } from 'commander';
import { LOG_RESULTS } from '#core/enums';
import type { Translate } from '../../text.ts';
import { withExamples, type CommandContext, type Run } from '../context.ts';
import { defineVerb } from '../verb.ts';
import { valueOption } from '../option-values.ts';
import { LOG_ACTIONS, LOG_MODULES } from '#core/audit';
import { parseChoice, parseCount, parseSince } from '../parse.ts';

export interface LogsTailOptions {
  module: string | undefined;
  username: string | undefined;
  action: string | undefined;
  result: (typeof LOG_RESULTS)[number] | undefined;
  /** ISO time (a relative `--since 10m` is resolved when parsing). */
  since: string | undefined;
  /** How many recent entries to print before following. */
  lines: number;
}

const COMMAND = 'logs tail';
const DEFAULT_TAIL_LINES = 10;

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

export function parseLogsTailOptions(
  raw: Record<string, unknown>,
  now: number,
  t: Translate,
  /** The command a usage error points at (`logs list` shares these filters). */
  command = COMMAND,
): LogsTailOptions {
  return {
    module: text(raw.module),
    username: text(raw.user),
    action: text(raw.action),
    result: parseChoice(raw.result, LOG_RESULTS, '--result', t, command),
    since: parseSince(raw.since, now, t, command),
    lines: parseCount(raw.lines, DEFAULT_TAIL_LINES, t, command),
  };
}

/**
 * The log filters of `logs tail`, `logs list` and `logs export`: modules and actions complete from
 * core's log catalogue (any code is sent as typed), results from LOG_RESULTS.
 */
export function addLogFilters(command: Command, t: Translate): Command {
  valueOption(
    command,
    '--module <module>',
    t('cli.logs.option.module'),
    Object.keys(LOG_MODULES),
    'logModule',
  ).option('--user <username>', t('cli.logs.option.user'));
  valueOption(
    command,
    '--action <action>',
    t('cli.logs.option.action'),
    Object.keys(LOG_ACTIONS),
    'logAction',
  );
  valueOption(command, '--result <result>', t('cli.logs.option.result'), LOG_RESULTS);
  return command.option('--since <time>', t('cli.logs.option.since'));
}

function logsTailCommand(ctx: CommandContext, run: Run<LogsTailOptions>): Command {
  const { t } = ctx;
  const command = addLogFilters(new Command('tail').description(t('cli.logs.tail.description')), t)
    .option('-n, --lines <n>', t('cli.logs.option.lines'))
    .action(async (raw: Record<string, unknown>, cmd: Command) => {
      const factory = ctx.factoryFor(cmd);
      await run(parseLogsTailOptions(raw, factory.now(), t), factory);
    });
  return withExamples(command, t, [
    'qy logs tail',
    'qy logs tail --module deposits --result failure -n 50',
    'qy logs tail --since 10m --json | jq .action',
  ]);
}

export const logsTail = defineVerb<LogsTailOptions>({
  noun: 'logs',
  name: 'tail',
  command: logsTailCommand,
  run: () => import('./tail-run.ts').then((m) => m.runLogsTail),
});
