import type { ApiClient } from '#core/api';
import { isAppError, isLoginExpiredCode, type AppError } from '#core/errors';
import type { CursorPage, Settlement } from '#core/types';
import { ExitError, UsageError } from '../../errors.ts';
import { exitCodeFor } from '../../exit.ts';
import type { Factory } from '../../factory.ts';
import { safeJson } from '../../output/sanitize.ts';
import { promptLine, readAllStdin } from '../../prompt.ts';
import { MAX_PAGE } from '../collect.ts';
import { checkIds, type DecideOptions, type DecideTarget } from './decide.ts';

const LIST_PATH: Record<Exclude<DecideTarget, 'settlements'>, string> = {
  'deposit-requests': '/deposits/requests',
  'merchant-reviews': '/merchants/reviews',
};

const COMMAND: Record<DecideTarget, string> = {
  'deposit-requests': 'deposits',
  'merchant-reviews': 'merchants',
  settlements: 'settlements',
};

/** The current version of every pending review item (the server's claim needs it). */
async function pendingVersions(client: ApiClient, path: string): Promise<Map<string, number>> {
  const versions = new Map<string, number>();
  let cursor = '';
  for (;;) {
    const page = await client.get<CursorPage<{ id: number; version: number }>>(path, {
      status: 'pending',
      cursor,
      limit: MAX_PAGE,
    });
    for (const item of page.items) versions.set(String(item.id), item.version);
    if (!page.nextCursor || page.nextCursor === cursor) return versions;
    cursor = page.nextCursor;
  }
}

/** Sends one decision; resolves with the error when the server refuses it. */
function decideOne(
  client: ApiClient,
  opts: DecideOptions,
  id: string,
  versions: Map<string, number> | undefined,
): Promise<AppError | undefined> {
  const attempt = async () => {
    if (opts.target === 'settlements') {
      const current = await client.get<Settlement>(`/settlements/${encodeURIComponent(id)}`);
      await client.post(`/settlements/${encodeURIComponent(id)}/retry`, {
        version: current.version,
      });
      return;
    }
    // An id that is not pending is still sent: the server says whether it is unknown (404) or
    // decided already, in its own words.
    const version = versions?.get(id) ?? 1;
    const body = opts.action === 'reject' ? { version, reason: opts.reason } : { version };
    await client.post(`${LIST_PATH[opts.target]}/${id}/${opts.action}`, body);
  };
  return attempt().then(
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
  const versions =
    opts.target === 'settlements'
      ? undefined
      : await pendingVersions(client, LIST_PATH[opts.target]);
  const json = f.globals.json;
  const failures: AppError[] = [];
  for (const id of ids) {
    if (io.stdoutClosed) break;
    const error = await decideOne(client, opts, id, versions);
    if (error && isLoginExpiredCode(error.code)) throw error;
    if (error) failures.push(error);
    const message = error ? error.localized(f.globals.lang) : t(`cli.decide.result.${opts.action}`);
    if (json) {
      io.out(
        safeJson(
          error
            ? { id, ok: false, code: error.code, message }
            : { id, ok: true, result: opts.action },
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
