import { Command } from 'commander';
import {
  DECISION_STATUSES,
  DEPOSIT_REQUEST_KINDS,
  MERCHANT_REVIEW_KINDS,
  SORT_FIELDS,
} from '#core/enums';
import { UsageError } from '../../errors.ts';
import type { DecisionStatus } from '#core/types';
import type { Translate } from '../../text.ts';
import { withExamples, type CommandContext, type Run } from '../context.ts';
import { defineVerb, type Verb } from '../verb.ts';
import { sortValues, valueOption } from '../option-values.ts';
import type { CliMessageKey } from '../../text.ts';
import { DEFAULT_LIST_LIMIT, parseChoice, parseRowLimit, type RowLimit } from '../parse.ts';

export type QueueName = 'deposit-requests' | 'merchant-reviews';

export interface QueueListOptions {
  queue: QueueName;
  status: DecisionStatus | undefined;
  kind: string | undefined;
  /** Deposit requests only: the account number. */
  accountNo: string | undefined;
  query: string | undefined;
  /** A sort field of the queue, `-` prefixed for descending; default oldest first. */
  sort: string;
  limit: RowLimit;
  /** `--watch`: list, then re-list on every change the server's live log reports. */
  watch: boolean;
}

/** Oldest first: a review queue is worked from the request that has waited longest. */
const QUEUE_DEFAULT_SORT = 'submittedAt';

const SORTS: Record<QueueName, readonly string[]> = {
  'deposit-requests': SORT_FIELDS.depositRequests,
  'merchant-reviews': SORT_FIELDS.merchantReviews,
};

const KINDS: Record<QueueName, readonly string[]> = {
  'deposit-requests': DEPOSIT_REQUEST_KINDS,
  'merchant-reviews': MERCHANT_REVIEW_KINDS,
};

function parseQueueListOptions(
  queue: QueueName,
  raw: Record<string, unknown>,
  t: Translate,
  command: string,
): QueueListOptions {
  const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);
  const watch = raw.watch === true;
  return {
    queue,
    status: parseChoice(raw.status, DECISION_STATUSES, '--status', t, command),
    kind: parseChoice(raw.kind, KINDS[queue], '--kind', t, command),
    accountNo: text(raw.account),
    query: text(raw.query),
    sort: parseQueueSort(queue, raw.sort, t, command),
    // A watch follows the whole queue unless a limit is asked for: rows past a default limit
    // would read as removed when the queue grows.
    limit:
      watch && raw.limit === undefined && raw.all !== true ? 'all' : parseRowLimit(raw, t, command),
    watch,
  };
}

function parseQueueSort(queue: QueueName, value: unknown, t: Translate, command: string): string {
  if (value === undefined) return QUEUE_DEFAULT_SORT;
  const sort = String(value).trim();
  if (!SORTS[queue].includes(sort.replace(/^-/, ''))) {
    const choices = sortValues(SORTS[queue]).join(', ');
    throw new UsageError(t('cli.usage.badChoice', { option: '--sort', choices }), command);
  }
  return sort;
}

/** `qy deposits requests` / `qy merchants reviews`: the review queues, ids first (for approve). */
function queueListCommand(
  ctx: CommandContext,
  run: Run<QueueListOptions>,
  spec: {
    name: string;
    queue: QueueName;
    command: string;
    description: string;
    examples: string[];
  },
): Command {
  const { t } = ctx;
  const command = new Command(spec.name).description(spec.description);
  valueOption(command, '-s, --status <status>', t('cli.requests.option.status'), DECISION_STATUSES);
  valueOption(
    command,
    '--kind <kind>',
    t(spec.queue === 'deposit-requests' ? 'cli.requests.option.kind' : 'cli.reviews.option.kind'),
    KINDS[spec.queue],
  );
  command.option(
    '-q, --query <text>',
    t(spec.queue === 'deposit-requests' ? 'cli.deposits.option.query' : 'cli.reviews.option.query'),
  );
  valueOption(
    command,
    '--sort <field>',
    t('cli.queue.option.sort'),
    sortValues(SORTS[spec.queue]),
    'sort',
  )
    .option('-L, --limit <n>', t('cli.list.option.limit', { default: DEFAULT_LIST_LIMIT }))
    .option('--all', t('cli.list.option.all'))
    .option('-w, --watch', t('cli.queue.option.watch'));
  if (spec.queue === 'deposit-requests') {
    command.option('--account <accountNo>', t('cli.requests.option.account'));
  }
  command.action(async (raw: Record<string, unknown>, cmd: Command) => {
    await run(parseQueueListOptions(spec.queue, raw, t, spec.command), ctx.factoryFor(cmd));
  });
  return withExamples(command, t, spec.examples);
}

/** A review queue as a verb (`deposits requests`, `merchants reviews`). */
export function queueVerb(spec: {
  noun: string;
  name: string;
  queue: QueueName;
  description: CliMessageKey;
  examples: string[];
}): Verb<QueueListOptions> {
  return defineVerb<QueueListOptions>({
    noun: spec.noun,
    name: spec.name,
    command: (ctx, run) =>
      queueListCommand(ctx, run, {
        ...spec,
        command: `${spec.noun} ${spec.name}`,
        description: ctx.t(spec.description),
      }),
    run: () => import('./queues-run.ts').then((m) => m.runQueueList),
  });
}
