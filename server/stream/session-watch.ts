import { recheckApiToken } from '../auth/api-tokens.ts';
import { recheckSession } from '../auth/sessions.ts';
import type { AuthedCtx } from '../http/context.ts';

/** How often a live stream re-reads its session (the stream must end within 2 s of a revocation). */
export const SESSION_RECHECK_MS = 1_000;

/**
 * Re-checks the session (or API token) of a long-lived request every `intervalMs`, from the database (a logout or a
 * disable on another instance is seen), and calls `onEnded` once with the login-expired code when
 * it is gone. A failed check (the database is away) is reported through `onCheckFailed` and retried.
 * Returns the function that stops watching.
 */
export function watchSession(
  ctx: AuthedCtx,
  handlers: { onEnded(code: number): void; onCheckFailed?(error: unknown): void },
  intervalMs = SESSION_RECHECK_MS,
): () => void {
  let stopped = false;
  let running = false;
  const tick = async () => {
    if (stopped || running) return;
    running = true;
    try {
      // A stream opened with an API token has no session row: it is re-checked as the token it is.
      const code = ctx.user.apiToken
        ? await recheckApiToken(ctx.db, ctx.user.apiToken.id, ctx.clock.now())
        : await recheckSession(ctx.db, ctx.user.sessionId, ctx.clock.now(), ctx.deps.config);
      if (code !== null && !stopped) {
        stopped = true;
        clearInterval(timer);
        handlers.onEnded(code);
      }
    } catch (error) {
      if (!stopped) handlers.onCheckFailed?.(error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref?.();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
