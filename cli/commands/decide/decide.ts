import { Command } from 'commander';
import { UsageError } from '../../errors.ts';
import type { Translate } from '../../text.ts';
import { withExamples, type CommandContext, type Run } from '../context.ts';

/** What a write verb acts on: deposit requests, merchant reviews (by id) or settlements (by no). */
export type DecideTarget = 'deposit-requests' | 'merchant-reviews' | 'settlements';
export type DecideAction = 'approve' | 'reject' | 'retry';

export interface DecideOptions {
  target: DecideTarget;
  action: DecideAction;
  /** The ids as given, or 'stdin' for `-` (one per line on standard input). */
  ids: string[] | 'stdin';
  /** Required to reject. */
  reason: string | undefined;
  /** Skip the confirmation prompt. */
  yes: boolean;
}

const ID_PATTERN: Record<DecideTarget, RegExp> = {
  'deposit-requests': /^[1-9]\d{0,9}$/,
  'merchant-reviews': /^[1-9]\d{0,9}$/,
  settlements: /^ST\d{1,30}$/,
};

/** The ids of a write verb, checked before anything is sent: one bad id refuses the whole call. */
export function checkIds(
  target: DecideTarget,
  ids: readonly string[],
  t: Translate,
  command: string,
) {
  const clean = ids.map((id) => id.trim()).filter((id) => id !== '');
  if (clean.length === 0) throw new UsageError(t('cli.decide.noIds'), command);
  for (const id of clean) {
    if (!ID_PATTERN[target].test(id) || Number(id) > 2 ** 31 - 1) {
      throw new UsageError(t('cli.decide.badId', { id }), command);
    }
  }
  return [...new Set(clean)];
}

export function parseDecideOptions(
  target: DecideTarget,
  action: DecideAction,
  args: string[],
  raw: Record<string, unknown>,
  t: Translate,
  command: string,
): DecideOptions {
  const reason = typeof raw.reason === 'string' ? raw.reason.trim() : undefined;
  if (action === 'reject' && !reason) throw new UsageError(t('cli.decide.needReason'), command);
  const fromStdin = args.length === 1 && args[0] === '-';
  if (!fromStdin && args.includes('-')) throw new UsageError(t('cli.decide.noIds'), command);
  return {
    target,
    action,
    ids: fromStdin ? 'stdin' : checkIds(target, args, t, command),
    reason: action === 'reject' ? reason : undefined,
    yes: raw.yes === true,
  };
}

/** `approve`, `reject` or `retry` for one kind of record; `command` is its path for help hints. */
export function decideCommand(
  ctx: CommandContext,
  run: Run<DecideOptions>,
  spec: {
    name: DecideAction;
    target: DecideTarget;
    command: string;
    description: string;
    examples: string[];
  },
): Command {
  const { t } = ctx;
  const command = new Command(spec.name)
    .description(spec.description)
    .argument('<ids...>', t('cli.decide.argument.ids'))
    .option('-y, --yes', t('cli.decide.option.yes'));
  if (spec.name === 'reject') command.option('-r, --reason <text>', t('cli.decide.option.reason'));
  command.action(async (ids: string[], raw: Record<string, unknown>, cmd: Command) => {
    const options = parseDecideOptions(spec.target, spec.name, ids, raw, t, spec.command);
    await run(options, ctx.factoryFor(cmd));
  });
  return withExamples(command, t, spec.examples);
}
