import { Command } from 'commander';
import { UsageError } from '../../errors.ts';
import type { Translate } from '../../text.ts';
import { withExamples, type CommandContext, type Run } from '../context.ts';
import { defineVerb, type Verb } from '../verb.ts';
import type { CliMessageKey } from '../../text.ts';
import { checkIds } from './ids.ts';

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
  /** Read the versions, print what would be sent, send nothing. */
  dryRun: boolean;
}

function parseDecideOptions(
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
    dryRun: raw.dryRun === true,
  };
}

/** `approve`, `reject` or `retry` for one kind of record; `command` is its path for help hints. */
function decideCommand(
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
    .option('-y, --yes', t('cli.decide.option.yes'))
    .option('--dry-run', t('cli.decide.option.dryRun'));
  if (spec.name === 'reject') command.option('-r, --reason <text>', t('cli.decide.option.reason'));
  command.action(async (ids: string[], raw: Record<string, unknown>, cmd: Command) => {
    const options = parseDecideOptions(spec.target, spec.name, ids, raw, t, spec.command);
    await run(options, ctx.factoryFor(cmd));
  });
  return withExamples(command, t, [
    ...spec.examples,
    `qy ${spec.command} ${spec.target === 'settlements' ? 'ST20260101000002' : '12'}${spec.name === 'reject' ? " -r 'duplicate'" : ''} --dry-run`,
  ]);
}

/** approve / reject / retry of one kind of record as a verb (`deposits approve`). */
export function decideVerb(spec: {
  noun: string;
  name: DecideAction;
  target: DecideTarget;
  description: CliMessageKey;
  examples: string[];
}): Verb<DecideOptions> {
  return defineVerb<DecideOptions>({
    noun: spec.noun,
    name: spec.name,
    command: (ctx, run) =>
      decideCommand(ctx, run, {
        ...spec,
        command: `${spec.noun} ${spec.name}`,
        description: ctx.t(spec.description),
      }),
    run: () => import('./decide-run.ts').then((m) => m.runDecide),
  });
}
