import { AppError, Code, isAppError } from '#core/errors';
import type { AuthedCtx } from '../http/context.ts';

/** Postgres unique_violation, as raised by PGlite and postgres-js alike. */
export function isUniqueViolation(e: unknown): boolean {
  let cur: unknown = e;
  for (let i = 0; i < 4 && cur; i++) {
    if ((cur as { code?: string }).code === '23505') return true;
    cur = (cur as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Runs a change and, when it is refused, writes a 'failure' system-log row outside the rolled-back
 * transaction, so refused attempts are audited too.
 */
export async function audited<T>(
  ctx: AuthedCtx,
  what: { module: string; action: string; target: string; detail?: Record<string, unknown> },
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (isAppError(e)) {
      await ctx.audit({ ...what, result: 'failure', detail: { ...what.detail, code: e.code } });
    }
    throw e;
  }
}

export interface BatchResult {
  results: { id: number; ok: boolean; code: number; message: string }[];
}

/** Decides several requests one by one; each stands or falls on its own. */
export async function decideBatch(
  ctx: AuthedCtx,
  body: {
    decision: 'approve' | 'reject';
    reason?: string;
    items: { id: number; version: number }[];
  },
  decideOne: (
    ctx: AuthedCtx,
    id: number,
    decision: 'approve' | 'reject',
    version: number,
    reason?: string,
  ) => Promise<unknown>,
): Promise<BatchResult> {
  const results: BatchResult['results'] = [];
  for (const item of body.items) {
    try {
      await decideOne(ctx, item.id, body.decision, item.version, body.reason);
      results.push({
        id: item.id,
        ok: true,
        code: Code.Ok,
        message: new AppError(Code.Ok).localized(ctx.locale),
      });
    } catch (e) {
      if (!isAppError(e)) throw e;
      results.push({ id: item.id, ok: false, code: e.code, message: e.localized(ctx.locale) });
    }
  }
  return { results };
}
