import { Command } from 'commander';
import { withExamples } from '../context.ts';
import { parseId } from '../parse.ts';
import { parseRef, type Ref } from '../refs.ts';
import { UsageError } from '../../errors.ts';
import type { Translate } from '../../text.ts';
import { defineVerb } from '../verb.ts';

export interface UsersTokensListOptions {
  /** The user: digits are the id, anything else the username. */
  user: Ref;
}
export interface UsersTokensRevokeOptions extends UsersTokensListOptions {
  tokenId: number;
}

function parseUser(value: string, t: Translate, verb: string): Ref {
  const user = parseRef(value);
  if (user === undefined) throw new UsageError(t('cli.users.badUser'), verb);
  return user;
}

const load = () => import('./tokens-run.ts');

/** `qy users tokens <user>` (its default verb, also `… tokens list <user>`): an admin's view. */
export const usersTokensList = defineVerb<UsersTokensListOptions>({
  noun: 'users tokens',
  name: 'list',
  isDefault: true,
  command: (ctx, run) =>
    withExamples(
      new Command('list')
        .description(ctx.t('cli.users.tokens.list.description'))
        .argument('<user>', ctx.t('cli.users.argument.user'))
        .action(async (user: string, _raw: unknown, cmd: Command) => {
          await run({ user: parseUser(user, ctx.t, 'users tokens list') }, ctx.factoryFor(cmd));
        }),
      ctx.t,
      ['qy users tokens operator', 'qy users tokens 12 --json'],
    ),
  run: () => load().then((m) => m.runUsersTokensList),
});

export const usersTokensRevoke = defineVerb<UsersTokensRevokeOptions>({
  noun: 'users tokens',
  name: 'revoke',
  command: (ctx, run) => {
    const { t } = ctx;
    return withExamples(
      new Command('revoke')
        .description(t('cli.users.tokens.revoke.description'))
        .argument('<user>', t('cli.users.argument.user'))
        .argument('<tokenId>', t('cli.users.tokens.argument.tokenId'))
        .action(async (user: string, tokenId: string, _raw: unknown, cmd: Command) => {
          const verb = 'users tokens revoke';
          const options = {
            user: parseUser(user, t, verb),
            tokenId: parseId(tokenId, '<tokenId>', t, verb) ?? 0,
          };
          await run(options, ctx.factoryFor(cmd));
        }),
      t,
      ['qy users tokens revoke operator 7'],
    );
  },
  run: () => load().then((m) => m.runUsersTokensRevoke),
});
