/** Wire types of the change reviews (money routing of an org, an admin grant), from core/schemas. */
import type { z } from 'zod';
import type {
  changeReviewKindSchema,
  changeReviewSchema,
  changeValueSchema,
} from '../schemas/index.ts';

/** The kinds of change that wait for a second person: money routing of an org, an admin grant. */
export type ChangeReviewKind = z.output<typeof changeReviewKindSchema>;
export type ChangeValue = z.output<typeof changeValueSchema>;

/** A pending or decided change review (bank accounts masked in `changes`). */
export type ChangeReview = z.output<typeof changeReviewSchema>;

/** The answer of a change that applies only some fields at once: what waits for review. */
export interface WithPendingReview {
  /** The review created by this change, or null when nothing waits. */
  pendingReview: ChangeReview | null;
}
