import type { Id } from './common.ts';
import type { ReviewState } from './business.ts';

/** The kinds of change that wait for a second person: money routing of an org, an admin grant. */
export type ChangeReviewKind = 'org_routing' | 'admin_grant';
export type ChangeValue = string | number | boolean;

/** A pending or decided change review (bank accounts masked in `changes`). */
export interface ChangeReview extends ReviewState {
  id: Id;
  kind: ChangeReviewKind;
  /** The organisation's or the user's id. */
  subjectId: Id;
  /** The organisation's code or the username. */
  subjectLabel: string;
  changes: Record<string, { from: ChangeValue; to: ChangeValue }>;
}

/** The answer of a change that applies only some fields at once: what waits for review. */
export interface WithPendingReview {
  /** The review created by this change, or null when nothing waits. */
  pendingReview: ChangeReview | null;
}
