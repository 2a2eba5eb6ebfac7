import { and, asc, eq, not } from 'drizzle-orm';
import { AppError, Code } from '#core/errors';
import type { Db } from '../../db/client.ts';
import { cards } from '../../db/schema/index.ts';
import type { AuthedCtx } from '../../http/context.ts';

type Row = typeof cards.$inferSelect;
const toWire = (r: Row) => ({
  ...r,
  expiresAt: r.expiresAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

export async function listCards(db: Db, kind?: Row['kind']) {
  const rows = await db
    .select()
    .from(cards)
    .where(kind ? eq(cards.kind, kind) : undefined)
    .orderBy(asc(cards.kind), asc(cards.sortOrder), asc(cards.id));
  return rows.map(toWire);
}

/** Enable/disable a quality or rules card; open/cancel a service card (opening renews it for a year). */
export async function toggleCard(ctx: AuthedCtx, id: number) {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(cards).where(eq(cards.id, id));
    if (!before) throw new AppError(Code.NotFound);
    const now = ctx.clock.now();
    const renew =
      before.kind === 'service' && !before.enabled
        ? { expiresAt: new Date(now.getTime() + 365 * 86_400_000) }
        : {};
    const [row] = await tx
      .update(cards)
      .set({ enabled: not(cards.enabled), ...renew })
      .where(and(eq(cards.id, id)))
      .returning();
    await ctx.audit(
      {
        module: 'cards',
        action: row.enabled ? 'enable' : 'disable',
        target: row.title,
        result: 'success',
        detail: { before: { enabled: before.enabled }, after: { enabled: row.enabled } },
      },
      tx,
    );
    return toWire(row);
  });
}

export async function deleteCard(ctx: AuthedCtx, id: number) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(cards).where(eq(cards.id, id)).returning();
    if (!row) throw new AppError(Code.NotFound);
    await ctx.audit(
      {
        module: 'cards',
        action: 'delete',
        target: row.title,
        result: 'success',
        detail: { before: toWire(row) },
      },
      tx,
    );
    return null;
  });
}

const YEAR_MS = 365 * 86_400_000;

/** Renews a service card for a year from its expiry (or from now when it has lapsed); opens it. */
export async function renewCard(ctx: AuthedCtx, id: number) {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(cards).where(eq(cards.id, id)).for('update');
    if (!before) throw new AppError(Code.NotFound);
    if (before.kind !== 'service') throw new AppError(Code.InvalidTransition);
    const now = ctx.clock.now();
    const from = before.expiresAt && before.expiresAt > now ? before.expiresAt : now;
    const [row] = await tx
      .update(cards)
      .set({ enabled: true, expiresAt: new Date(from.getTime() + YEAR_MS) })
      .where(eq(cards.id, id))
      .returning();
    await ctx.audit(
      {
        module: 'cards',
        action: 'renew',
        target: row.title,
        result: 'success',
        detail: {
          before: { expiresAt: before.expiresAt?.toISOString() ?? null },
          after: { expiresAt: row.expiresAt?.toISOString() ?? null },
        },
      },
      tx,
    );
    return toWire(row);
  });
}
