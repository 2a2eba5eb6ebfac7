import { Command } from 'commander';
import type { Translate } from '../text.ts';
import { apiCommand } from './api/api.ts';
import { authCommand } from './auth/auth.ts';
import { loginCommand } from './auth/login.ts';
import { logoutCommand } from './auth/logout.ts';
import { whoamiCommand } from './auth/whoami.ts';
import { completionCommand } from './completion/completion.ts';
import { withExamples, type CommandContext } from './context.ts';
import { decideCommand } from './decide/decide.ts';
import { queueListCommand } from './decide/queues.ts';
import { depositsListCommand, depositsQuery, parseDepositsListOptions } from './deposits/list.ts';
import { exportCommand } from './export/export.ts';
import { logsListCommand, parseLogFilters } from './logs/list.ts';
import { depositsShowCommand } from './deposits/show.ts';
import { logsTailCommand } from './logs/tail.ts';
import type { Runners } from './runners.ts';
import {
  parseSettlementsListOptions,
  settlementsListCommand,
  settlementsQuery,
} from './settlements/list.ts';
import { settlementsShowCommand } from './settlements/show.ts';

/** Which nouns get their verbs: a run builds only the noun it names (help lists nouns alone). */
export type NounFilter = (noun: string) => boolean;

const allNouns: NounFilter = () => true;

function nounCommand(
  name: string,
  description: string,
  wanted: NounFilter,
  verbs: () => Command[],
): Command {
  const noun = new Command(name).description(description);
  if (wanted(name)) for (const verb of verbs()) noun.addCommand(verb);
  return noun;
}

/**
 * The one registry of qy's commands: every noun and verb is added here, from its own file under
 * cli/commands/<noun>/. Definitions import no runner: each runs through `runners` (lazy import).
 * `wanted` limits the verbs built to the noun a run names (the root's help shows nouns only, so it
 * is the same either way; tests/cli/commands/help-completion.test.ts holds that).
 */
export function registerCommands(
  program: Command,
  ctx: CommandContext,
  runners: Runners,
  t: Translate,
  wanted: NounFilter = allNouns,
): void {
  program.addCommand(loginCommand(ctx, runners.login));
  program.addCommand(logoutCommand(ctx, runners.logout));
  program.addCommand(whoamiCommand(ctx, runners.whoami));
  program.addCommand(authCommand(ctx, runners, wanted('auth')));

  const deposits = nounCommand('deposits', t('cli.deposits.description'), wanted, () => {
    const depositsList = depositsListCommand(ctx, runners.depositsList);
    return [
      depositsList,
      exportCommand(ctx, runners.export, {
        list: depositsList,
        path: '/deposits/accounts',
        description: t('cli.deposits.export.description'),
        query: (raw) => depositsQuery(parseDepositsListOptions(raw, t)),
        examples: ['qy deposits export --status active -o deposits.csv'],
      }),
      depositsShowCommand(ctx, runners.depositsShow),
      queueListCommand(ctx, runners.queueList, {
        name: 'requests',
        queue: 'deposit-requests',
        command: 'deposits requests',
        description: t('cli.deposits.requests.description'),
        examples: [
          'qy deposits requests --status pending',
          'qy deposits requests --status pending --fields id --no-headers | qy deposits approve - --yes',
        ],
      }),
      decideCommand(ctx, runners.decide, {
        name: 'approve',
        target: 'deposit-requests',
        command: 'deposits approve',
        description: t('cli.deposits.approve.description'),
        examples: [
          'qy deposits approve 12 13',
          'qy deposits requests -s pending --fields id --no-headers | qy deposits approve - --yes',
        ],
      }),
      decideCommand(ctx, runners.decide, {
        name: 'reject',
        target: 'deposit-requests',
        command: 'deposits reject',
        description: t('cli.deposits.reject.description'),
        examples: ["qy deposits reject 12 --reason 'amount does not match the bank slip'"],
      }),
    ];
  });
  const merchants = nounCommand('merchants', t('cli.merchants.description'), wanted, () => [
    queueListCommand(ctx, runners.queueList, {
      name: 'reviews',
      queue: 'merchant-reviews',
      command: 'merchants reviews',
      description: t('cli.merchants.reviews.description'),
      examples: ['qy merchants reviews --status pending --kind change'],
    }),
    decideCommand(ctx, runners.decide, {
      name: 'approve',
      target: 'merchant-reviews',
      command: 'merchants approve',
      description: t('cli.merchants.approve.description'),
      examples: ['qy merchants approve 7 --yes'],
    }),
    decideCommand(ctx, runners.decide, {
      name: 'reject',
      target: 'merchant-reviews',
      command: 'merchants reject',
      description: t('cli.merchants.reject.description'),
      examples: ["qy merchants reject 7 -r 'licence expired' --yes"],
    }),
  ]);
  const settlements = nounCommand('settlements', t('cli.settlements.description'), wanted, () => {
    const settlementsList = settlementsListCommand(ctx, runners.settlementsList);
    return [
      settlementsList,
      exportCommand(ctx, runners.export, {
        list: settlementsList,
        path: '/settlements',
        description: t('cli.settlements.export.description'),
        query: (raw) => settlementsQuery(parseSettlementsListOptions(raw, t)),
        examples: [
          'qy settlements export --status failed --from 2026-10-01 --to 2026-10-31 -o failed.csv',
          'qy settlements export | wc -l',
        ],
      }),
      settlementsShowCommand(ctx, runners.settlementsShow),
      decideCommand(ctx, runners.decide, {
        name: 'retry',
        target: 'settlements',
        command: 'settlements retry',
        description: t('cli.settlements.retry.description'),
        examples: [
          'qy settlements retry ST20260101000002',
          'qy settlements list --status failed --all --fields settlementNo --no-headers | qy settlements retry - --yes',
        ],
      }),
    ];
  });
  const logs = nounCommand('logs', t('cli.logs.description'), wanted, () => {
    const logsList = logsListCommand(ctx, runners.logsList);
    return [
      logsTailCommand(ctx, runners.logsTail),
      logsList,
      exportCommand(ctx, runners.export, {
        list: logsList,
        path: '/logs',
        description: t('cli.logs.export.description'),
        query: (raw, now) => parseLogFilters(raw, now, t),
        examples: ['qy logs export --module auth --since 7d -o auth-week.csv'],
      }),
    ];
  });
  program.addCommand(
    withExamples(deposits, t, ['qy deposits list', 'qy deposits show BZJ20260101000001']),
  );
  program.addCommand(merchants);
  program.addCommand(
    withExamples(settlements, t, [
      'qy settlements list --status failed',
      'qy settlements show ST20260101000001',
    ]),
  );
  program.addCommand(withExamples(logs, t, ['qy logs tail --module deposits']));
  program.addCommand(apiCommand(ctx, runners.api));
  program.addCommand(completionCommand(ctx));
}
