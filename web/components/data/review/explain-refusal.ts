import { Code, isAppError } from '#core/errors';

/**
 * The plain-language hint (a message key) for why a decision was refused, or null when the
 * catalogue message says it all. Maker–checker and conflicts are the ones reviewers meet daily.
 */
export function refusalHintKey(code: number | null): string | null {
  switch (code) {
    case Code.MakerChecker:
      return 'review.hint.makerChecker';
    case Code.SubjectChecker:
      return 'review.hint.subjectChecker';
    case Code.VersionConflict:
      return 'review.hint.conflict';
    case Code.AlreadyDecided:
      return 'review.hint.alreadyDecided';
    case Code.Forbidden:
      return 'review.hint.forbidden';
    default:
      return null;
  }
}

export function codeOf(error: unknown): number | null {
  return isAppError(error) ? error.code : null;
}

/** True when the list should be reloaded because someone else changed the record. */
export function isStale(code: number | null): boolean {
  return code === Code.VersionConflict || code === Code.AlreadyDecided;
}
