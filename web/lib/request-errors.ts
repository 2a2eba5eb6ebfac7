import type { AppError } from '#core/errors';

/**
 * Seed §8: every failed request is announced by one 5 s error toast, made in one place (the
 * client's onError). A screen that shows a failure inline instead (a form's refusal, the palette's
 * search line, the live log's status) claims the error in its catch, so the failure is announced
 * exactly once. The toast waits one macrotask: the caller's catch runs in microtasks before it.
 */
const claimed = new WeakSet<object>();

/**
 * Marks a failure as shown inline by the caller; the shared toast then stays quiet. The errors it
 * wraps (`cause`) are claimed too: the client announced the inner one (e.g. the AppError inside a
 * MenuLoadError), so claiming only the wrapper would still show a second toast.
 */
export function claimError(error: unknown): void {
  let current = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth++) {
    claimed.add(current);
    current = (current as { cause?: unknown }).cause;
  }
}

export function isClaimed(error: unknown): boolean {
  return error !== null && typeof error === 'object' && claimed.has(error);
}

/** A validation failure with per-field messages is the form's to show beside its fields. */
function hasFieldDetails(error: AppError): boolean {
  return !!error.fields && Object.keys(error.fields).length > 0;
}

/** The client's onError: announce the failure unless its caller claimed it or it names fields. */
export function createRequestErrorAnnouncer(
  announce: (error: AppError) => void,
  schedule: (run: () => void) => void = (run) => setTimeout(run, 0),
): (error: AppError) => void {
  return (error) => {
    schedule(() => {
      if (isClaimed(error) || hasFieldDetails(error)) return;
      announce(error);
    });
  };
}
