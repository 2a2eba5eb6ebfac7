import {
  decideDepositRequest,
  decideMerchantReview,
  getSettlement,
  pendingDepositRequestVersions,
  pendingMerchantReviewVersions,
  dryRunClient,
  retrySettlement,
  type ApiClient,
  type UnsentCall,
} from '#core/api';
import { isAppError, isLoginExpiredCode, type AppError } from '#core/errors';
import { ExitError, UsageError } from '../../errors.ts';
import { exitCodeFor } from '../../exit.ts';
import type { Factory } from '../../factory.ts';
import { shapeJson } from '../../output/json-shape.ts';
import { safeJson } from '../../output/sanitize.ts';
import { promptLine, readAllStdin } from '../../prompt.ts';
import { checkIds } from './ids.ts';
import type { DecideAction, DecideOptions, DecideTarget } from './decide.ts';

const COMMAND: Record<DecideTarget, string> = {
  'deposit-requests': 'deposits',
  'merchant-reviews': 'merchants',
  settlements: 'settlements',
};

/** The review queues' calls in core: the version of each pending id, and one decision. */
const QUEUES = {
  'deposit-requests': { versions: pendingDepositRequestVersions, decide: decideDepositRequest },
  'merchant-reviews': { versions: pendingMerchantReviewVersions, decide: decideMerchantReview },
} as const;

/** Decides every id in turn; `send` makes one id's call. */
type Send = (id: string) => Promise<unknown>;

/**
 * The call of each id for a target and action: a settlement is retried at the version read just
 * before; a review at the version its pending queue shows (read once for all the ids).
 */
async function sender(client: ApiClient, opts: DecideOptions, ids: string[]): Promise<Send> {
  if (opts.target === 'settlements') {
    return async (no) => retrySettlement(client, no, (await getSettlement(client, no)).version);
  }
  const queue = QUEUES[opts.target];
  const versions = await queue.versions(client, ids.map(Number));
  const action: DecideAction = opts.action;
  const decision =
    action === 'reject' ? { action, reason: opts.reason ?? '' } : { action: 'approve' as const };
  return (id) => queue.decide(client, Number(id), versions, decision);
}

/** `--json`'s result word: the state the record is in afterwards, as TSV's text says it. */
const RESULT: Record<DecideAction, string> = {
  approve: 'approved',
  reject: 'rejected',
  retry: 'pending',
};

/** Ids as the API has them: review ids are numbers, settlements are named by their number. */
const jsonId = (id: string): string | number => (/^\d+$/.test(id) ? Number(id) : id);

/**
 * `--dry-run`: the same calls through a client that reads (the versions, now) but sends no write;
 * one line per id with the request it would have made. No confirmation: nothing changes.
 */
async function dryRun(opts: DecideOptions, f: Factory, ids: string[]): Promise<void> {
  const io = f.io();
  let last: UnsentCall | undefined;
  const client = dryRunClient(await f.client(), (call) => {
    last = call;
  });
  const send = await sender(client, opts, ids);
  for (const id of ids) {
    if (io.stdoutClosed) break;
    last = undefined;
    const error = await decideOne(send, id);
    if (error && isLoginExpiredCode(error.code)) throw error;
    const call = last as UnsentCall | undefined;
    if (f.globals.json) {
      io.out(
        safeJson(
          error || !call
            ? {
                id: jsonId(id),
                dryRun: true,
                ok: false,
                code: error?.code,
                message: error?.localized(f.globals.lang),
              }
            : { id: jsonId(id), dryRun: true, ok: true, ...call },
        ),
      );
    } else if (error || !call) {
      io.out(
        `${id}\terror\t${(error?.localized(f.globals.lang) ?? '').replace(/[\t\r\n]+/g, ' ')}`,
      );
    } else {
      io.out(`${id}\tdry-run\t${call.method} ${call.path} ${safeJson(call.body)}`);
    }
  }
  await io.flush();
  io.err(f.t('cli.decide.dryRunDone', { count: ids.length }));
}

/** Sends one decision; resolves with the error when the server refuses it. */
function decideOne(send: Send, id: string): Promise<AppError | undefined> {
  return send(id).then(
    () => undefined,
    (error: unknown) => {
      if (isAppError(error)) return error;
      throw error;
    },
  );
}

/**
 * approve / reject / retry: ids from the arguments or standard input, a confirmation on a
 * terminal unless --yes, one result line per id (`id<TAB>ok|error<TAB>text`, NDJSON with
 * --json), and a non-zero exit when any failed (the exit code of the first failure's class).
 */
export async function runDecide(opts: DecideOptions, f: Factory): Promise<void> {
  const { t } = f;
  const io = f.io();
  const command = `${COMMAND[opts.target]} ${opts.action}`;
  const ids =
    opts.ids === 'stdin'
      ? checkIds(opts.target, (await readAllStdin(io)).split(/\r?\n/), t, command)
      : opts.ids;
  const action = t(`cli.decide.action.${opts.action}`);
  if (opts.dryRun) return dryRun(opts, f, ids);
  if (!opts.yes) {
    // The answer is read from the terminal on stdin: not there when stdin carries the ids.
    if (opts.ids === 'stdin' || !io.stdinIsTTY || io.stderr.isTTY !== true) {
      throw new UsageError(t('cli.decide.needYes', { action, count: ids.length }), command);
    }
    const shown = ids.length > 5 ? `${ids.slice(0, 5).join(', ')}, …` : ids.join(', ');
    const answer = await promptLine(
      io,
      t('cli.decide.confirm', { action, count: ids.length, ids: shown }),
    );
    if (!/^y(es)?$/i.test(answer)) throw new ExitError(t('cli.decide.declined'), 1);
  }
  const client = await f.client();
  const send = await sender(client, opts, ids);
  const json = f.globals.json;
  const shape = json ? await f.jsonShape() : undefined;
  const failures: AppError[] = [];
  for (const id of ids) {
    if (io.stdoutClosed) break;
    const error = await decideOne(send, id);
    if (error && isLoginExpiredCode(error.code)) throw error;
    if (error) failures.push(error);
    const message = error ? error.localized(f.globals.lang) : t(`cli.decide.result.${opts.action}`);
    if (json) {
      io.out(
        safeJson(
          shapeJson(
            error
              ? { id: jsonId(id), ok: false, code: error.code, message }
              : { id: jsonId(id), ok: true, result: RESULT[opts.action] },
            shape,
            t,
          ),
        ),
      );
    } else io.out(`${id}\t${error ? 'error' : 'ok'}\t${message.replace(/[\t\r\n]+/g, ' ')}`);
  }
  await io.flush();
  if (failures.length > 0) {
    throw new ExitError(
      t('cli.decide.failedSome', { failed: failures.length, count: ids.length }),
      exitCodeFor(failures[0]),
    );
  }
}
