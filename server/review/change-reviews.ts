import { and, count, eq, ilike, type SQL } from 'drizzle-orm';
import type { RouteName } from '#core/access';
import { AppError, Code, isAppError } from '#core/errors';
import type { ChangeReview, ChangeReviewKind } from '#core/types';
import type { Db } from '../db/client.ts';
import { changeReviews, type ChangeValue } from '../db/schema/index.ts';
import type { AuthedCtx } from '../http/context.ts';
import { isUniqueViolation } from '../domain/decisions.ts';
import { type ListQuery, type ListSource } from '../list/source.ts';
import { countedBy, pagedRows } from '../list/paged-rows.ts';
import { maskBankAccount, maskPhone } from '../domain/masking.ts';
import { notifyAdmins } from '../domain/notifications.ts';
import { iso } from '../domain/paging.ts';
import type { ReviewFlow } from './workflow.ts';

export type ChangeReviewRow = typeof changeReviews.$inferSelect;
export type Changes = Record<string, { from: ChangeValue; to: ChangeValue }>;

/** A password's hash never leaves the server, not even masked. */
const PASSWORD_SHOWN = '******';

/**
 * Bank accounts and phones are masked wherever a change set leaves the server (answers and logs);
 * a new password is shown as set, never as its hash.
 */
function maskChangeSet(changes: Changes): Changes {
  const out: Changes = {};
  for (const [field, c] of Object.entries(changes))
    out[field] =
      field === 'bankAccount'
        ? { from: maskBankAccount(String(c.from)), to: maskBankAccount(String(c.to)) }
        : field === 'phone'
          ? { from: maskPhone(String(c.from)), to: maskPhone(String(c.to)) }
          : field === 'password'
            ? { from: PASSWORD_SHOWN, to: PASSWORD_SHOWN }
            : c;
  return out;
}

function toChangeReview(r: ChangeReviewRow): ChangeReview {
  return {
    id: r.id,
    kind: r.kind,
    subjectId: r.subjectId,
    subjectLabel: r.subjectLabel,
    changes: maskChangeSet(r.changes),
    status: r.status,
    submittedBy: r.submittedBy,
    submittedAt: r.submittedAt.toISOString(),
    decidedBy: r.decidedBy,
    decidedAt: iso(r.decidedAt),
    reason: r.reason,
    version: r.version,
  };
}

export interface ChangeReviewSpec {
  kind: ChangeReviewKind;
  /** System-log module of submissions and decisions ('orgs', 'users'). */
  module: string;
  /** The subject's page: the decision notice links to the subject there (`?open=<id>`). */
  route: RouteName;
  /** The review queue: the submission notice links to the review there (`?open=<review id>`). */
  queue: RouteName;
}

/**
 * Files a change for review inside the caller's transaction: one pending review per subject
 * (422108 otherwise), a 'submit_<kind>' log row and a to-do for every other admin.
 */
export async function submitChangeReview(
  tx: Db,
  ctx: AuthedCtx,
  spec: ChangeReviewSpec,
  subject: { id: number; label: string },
  changes: Changes,
): Promise<ChangeReview> {
  const now = ctx.clock.now();
  let row: ChangeReviewRow;
  try {
    [row] = await tx
      .insert(changeReviews)
      .values({
        kind: spec.kind,
        subjectId: subject.id,
        subjectLabel: subject.label,
        changes,
        submittedById: ctx.user.id,
        submittedBy: ctx.user.username,
        submittedAt: now,
      })
      .returning();
  } catch (e) {
    if (!isAppError(e) && isUniqueViolation(e)) throw new AppError(Code.PendingRequestExists);
    throw e;
  }
  await ctx.audit(
    {
      module: spec.module,
      action: `submit_${spec.kind}`,
      target: subject.label,
      result: 'success',
      detail: { reviewId: row.id, changes: maskChangeSet(changes) },
    },
    tx,
  );
  await notifyAdmins(
    tx,
    {
      type: 'todo',
      template: 'change.submitted',
      params: { user: ctx.user.username, kind: `kind.${spec.kind}`, subject: subject.label },
      tag: { key: 'tag.pending', color: 'orange' },
      link: { route: spec.queue, key: String(row.id) },
      at: now,
    },
    ctx.user.id,
  );
  return toChangeReview(row);
}

async function getChangeReview(db: Db, id: number): Promise<ChangeReview> {
  const [row] = await db.select().from(changeReviews).where(eq(changeReviews.id, id));
  if (!row) throw new AppError(Code.NotFound);
  return toChangeReview(row);
}

export interface ChangeReviewListQuery extends ListQuery {
  q?: string;
  status?: 'pending' | 'approved' | 'rejected';
}

const sources = new Map<ChangeReviewKind, ListSource<ChangeReviewListQuery, ChangeReview>>();

/** One kind's review queue as a list source (the same shape for every kind). */
export function changeReviewSource(
  kind: ChangeReviewKind,
): ListSource<ChangeReviewListQuery, ChangeReview> {
  let source = sources.get(kind);
  if (!source) {
    const filters = (q: ChangeReviewListQuery): SQL | undefined =>
      and(
        eq(changeReviews.kind, kind),
        q.status ? eq(changeReviews.status, q.status) : undefined,
        q.q
          ? ilike(changeReviews.subjectLabel, `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
          : undefined,
      );
    source = {
      name: `${kind.replace('_', '-')}-reviews`,
      id: changeReviews.id,
      sorts: { submittedAt: changeReviews.submittedAt },
      defaultSort: '-submittedAt',
      filters,
      rows: pagedRows((db) => db.select().from(changeReviews), toChangeReview),
      count: countedBy((db) => db.select({ n: count() }).from(changeReviews)),
    };
    sources.set(kind, source);
  }
  return source;
}

/** What a kind of change review adds to the workflow: its subject and how approval applies. */
export interface ChangeEffect<Subject> {
  subject(tx: Db, row: ChangeReviewRow): Promise<Subject & { target: string }>;
  /** Refuses a decider beyond the maker (e.g. the change's own subject), for either decision. */
  checker?(ctx: AuthedCtx, row: ChangeReviewRow): void;
  /** Applies the approved change; returns the log detail (before / after). */
  approve(
    tx: Db,
    ctx: AuthedCtx,
    row: ChangeReviewRow,
    subject: Subject,
    now: Date,
  ): Promise<Record<string, unknown>>;
}

/** A change-review kind as a review flow: a rejection changes nothing, an approval applies. */
export function changeReviewFlow<Subject>(
  spec: ChangeReviewSpec,
  effect: ChangeEffect<Subject>,
): ReviewFlow<ChangeReviewRow, Subject, ChangeReview> {
  return {
    module: spec.module,
    idKey: 'reviewId',
    table: changeReviews,
    scope: eq(changeReviews.kind, spec.kind),
    async current(db, id) {
      const [row] = await db
        .select()
        .from(changeReviews)
        .where(and(eq(changeReviews.id, id), eq(changeReviews.kind, spec.kind)));
      return row && { ...row, target: row.subjectLabel };
    },
    subject: effect.subject,
    async apply(tx, ctx, row, subject, status, now) {
      effect.checker?.(ctx, row);
      const detail = status === 'approved' ? await effect.approve(tx, ctx, row, subject, now) : {};
      return { kind: spec.kind, changes: maskChangeSet(row.changes), ...detail };
    },
    notice: (_ctx, row) => ({
      template: 'change.decided',
      params: { kind: `kind.${spec.kind}`, subject: row.subjectLabel },
      link: { route: spec.route, key: String(row.subjectId) },
    }),
    async view(db, id) {
      return getChangeReview(db, id);
    },
  };
}
