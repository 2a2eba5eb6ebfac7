import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { AppError, Code, isAppError } from '#core/errors';
import type { RouteName } from '#core/access';
import type { Db } from '../db/client.ts';
import type { AuthedCtx } from '../http/context.ts';
import { completeTodos, notifyUser, type Notice } from '../domain/notifications.ts';

/** The columns every review table shares (deposit requests, merchant reviews, change reviews). */
interface ReviewTable extends PgTable {
  id: PgColumn;
  status: PgColumn;
  version: PgColumn;
  submittedById: PgColumn;
  decidedById: PgColumn;
  decidedBy: PgColumn;
  decidedAt: PgColumn;
  reason: PgColumn;
}

/** The part of a review row the workflow reads. */
export interface ReviewRow {
  id: number;
  status: 'pending' | 'approved' | 'rejected';
  version: number;
  submittedById: number;
}

/** A decision; a rejection always carries its reason (the decide body schemas require it). */
type Decision = { decision: 'approve'; reason?: string } | { decision: 'reject'; reason: string };
type DecidedStatus = 'approved' | 'rejected';

/** What a kind of review plugs into the workflow: its table, its subject, its effect and its notice. */
export interface ReviewFlow<Row extends ReviewRow, Subject, View> {
  /** System-log module of the decisions ('deposits', 'merchants', …). */
  module: string;
  /** Key of the review id in the log detail ('requestId', 'reviewId'). */
  idKey: string;
  table: ReviewTable;
  /** The route of the admins' to-do for a pending review (linked by the subject's target), ended on decision. */
  todoRoute?: RouteName;
  /** Narrows the claim to this flow's rows when several kinds share a table. */
  scope?: SQL;
  /**
   * The current state of a review and its subject's label, for a refused claim (undefined: none).
   * Default: the review row read back, labelled by its subject's target.
   */
  current?(db: Db, id: number): Promise<(ReviewRow & { target: string }) | undefined>;
  /** Reads what a claimed review is about; `target` labels the log rows. */
  subject(tx: Db, row: Row): Promise<Subject & { target: string }>;
  /** Applies the decision in the claim's transaction; returns the log detail of the decision. */
  apply(
    tx: Db,
    ctx: AuthedCtx,
    row: Row,
    subject: Subject,
    status: DecidedStatus,
    now: Date,
  ): Promise<Record<string, unknown>>;
  /**
   * The message to the submitter about the decision: its template, link and own parameters; the
   * workflow adds the decider's name, the decision and the approved/rejected tag.
   */
  notice(ctx: AuthedCtx, row: Row, subject: Subject, status: DecidedStatus): DecisionNotice;
  /** The review as answered to the client, read after the commit. */
  view(db: Db, id: number): Promise<View>;
}

/** What a flow says in the decision's notice. */
interface DecisionNotice {
  template: string;
  params: Record<string, string>;
  link: Notice['link'];
}

/** The message to the submitter: a flow's notice with the decider, the decision and its tag. */
function decisionMessage(
  ctx: AuthedCtx,
  { template, params, link }: DecisionNotice,
  status: DecidedStatus,
): Omit<Notice, 'at'> {
  return {
    type: 'message',
    template,
    params: { user: ctx.user.username, ...params, decision: `decision.${status}` },
    tag: { key: `tag.${status}`, color: status === 'approved' ? 'green' : 'red' },
    link,
  };
}

/** The state of a review whose claim was refused, labelled by its subject (undefined: no such review). */
async function currentOf<Row extends ReviewRow, Subject, View>(
  db: Db,
  flow: ReviewFlow<Row, Subject, View>,
  id: number,
): Promise<(ReviewRow & { target: string }) | undefined> {
  if (flow.current) return flow.current(db, id);
  const [row] = (await db
    .select()
    .from(flow.table)
    .where(and(eq(flow.table.id, id), flow.scope))) as unknown as Row[];
  return row && { ...row, target: (await flow.subject(db, row)).target };
}

/** The refusal when the claim touched no row: in the order not found, decided, maker, version. */
function refusal(ctx: AuthedCtx, current: ReviewRow | undefined, version: number): AppError {
  if (!current) return new AppError(Code.NotFound);
  if (current.status !== 'pending') return new AppError(Code.AlreadyDecided);
  if (current.submittedById === ctx.user.id) return new AppError(Code.MakerChecker);
  if (current.version !== version) return new AppError(Code.VersionConflict);
  return new AppError(Code.VersionConflict);
}

/**
 * Claims a pending review for one decider: a conditional UPDATE … WHERE status = 'pending' AND
 * version = ? AND submitter ≠ decider, returning the row. Of many concurrent deciders exactly one
 * gets the row; the others get nothing.
 */
async function claim<Row extends ReviewRow>(
  tx: Db,
  ctx: AuthedCtx,
  { table, scope }: { table: ReviewTable; scope?: SQL },
  d: { id: number; version: number; status: DecidedStatus; reason: string | null; now: Date },
): Promise<Row | undefined> {
  const { id, version, status, reason, now } = d;
  const set = {
    status,
    decidedById: ctx.user.id,
    decidedBy: ctx.user.username,
    decidedAt: now,
    reason,
    version: sql`${table.version} + 1`,
  } as unknown as PgUpdateSetSource<ReviewTable>;
  const rows = await tx
    .update(table)
    .set(set)
    .where(
      and(
        eq(table.id, id),
        eq(table.status, 'pending'),
        eq(table.version, version),
        ne(table.submittedById, ctx.user.id),
        scope,
      ),
    )
    .returning();
  return rows[0] as unknown as Row | undefined;
}

/**
 * Decides one review: claim, apply the effect, log and notify the submitter — all in one transaction,
 * so they commit together or not at all. A refused decision writes a 'failure' log row outside the
 * rolled-back transaction (except for an unknown id, which has nothing to label it).
 */
async function decideReview<Row extends ReviewRow, Subject, View>(
  ctx: AuthedCtx,
  flow: ReviewFlow<Row, Subject, View>,
  id: number,
  version: number,
  decision: Decision,
): Promise<View> {
  const action = decision.decision;
  const status: DecidedStatus = action === 'approve' ? 'approved' : 'rejected';
  let target: string | undefined;
  try {
    await ctx.db.transaction(async (tx) => {
      const now = ctx.clock.now();
      const row = await claim<Row>(tx, ctx, flow, {
        id,
        version,
        status,
        reason: decision.reason ?? null,
        now,
      });
      if (!row) {
        const current = await currentOf(tx, flow, id);
        target = current?.target;
        throw refusal(ctx, current, version);
      }
      const subject = await flow.subject(tx, row);
      target = subject.target;
      const detail = await flow.apply(tx, ctx, row, subject, status, now);
      await ctx.audit(
        {
          module: flow.module,
          action,
          target: subject.target,
          result: 'success',
          detail: { [flow.idKey]: id, reason: decision.reason ?? null, ...detail },
        },
        tx,
      );
      await notifyUser(tx, row.submittedById, {
        ...decisionMessage(ctx, flow.notice(ctx, row, subject, status), status),
        at: now,
      });
      if (flow.todoRoute) {
        await completeTodos(tx, { route: flow.todoRoute, key: subject.target }, status);
      }
    });
  } catch (e) {
    if (isAppError(e) && target !== undefined) {
      await ctx.audit({
        module: flow.module,
        action,
        target,
        result: 'failure',
        detail: { [flow.idKey]: id, version, code: e.code },
      });
    }
    throw e;
  }
  return flow.view(ctx.db, id);
}

// The batch body's schema refuses a rejection without a reason; this only narrows the type.
function requireReason(reason: string | undefined): string {
  if (reason === undefined)
    throw new AppError(Code.ValidationFailed, { fields: { reason: 'validation.reason.required' } });
  return reason;
}

/** The (ctx, id, decision, version, reason) form the batch decider takes. */
export function decider<Row extends ReviewRow, Subject, View>(
  flow: ReviewFlow<Row, Subject, View>,
) {
  return (
    ctx: AuthedCtx,
    id: number,
    decision: 'approve' | 'reject',
    version: number,
    reason?: string,
  ): Promise<View> =>
    decideReview(
      ctx,
      flow,
      id,
      version,
      decision === 'approve' ? { decision, reason } : { decision, reason: requireReason(reason) },
    );
}
