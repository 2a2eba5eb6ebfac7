import { eq } from 'drizzle-orm';
import { AppError, Code } from '#core/errors';
import { templateDocuments } from '../../db/schema/index.ts';
import type { AuthedCtx } from '../../http/context.ts';
import type { MonitorOperationBody } from './inputs.ts';

interface Studio {
  studio: Record<string, unknown>;
  info: {
    mainStream: string;
    standbyStream: string;
    clarity: string[];
    activeStream?: 'main' | 'standby';
    currentClarity?: string;
    gasket?: boolean;
  };
  chat: { id: number; user: string; content: string; time: string }[];
  operations?: { id: number; operation: string; value: string | null; at: string; by: string }[];
  [k: string]: unknown;
}

const KEY = 'monitor.studio';
const CHAT_KEEP = 100;
const OPERATIONS_KEEP = 50;

async function update(ctx: AuthedCtx, change: (s: Studio) => Studio): Promise<Studio> {
  return ctx.db.transaction(async (tx) => {
    // Row lock so two senders never lose each other's message.
    const [row] = await tx
      .select()
      .from(templateDocuments)
      .where(eq(templateDocuments.key, KEY))
      .for('update');
    if (!row) throw new AppError(Code.NotFound);
    const next = change(row.data as Studio);
    await tx
      .update(templateDocuments)
      .set({ data: next, updatedAt: ctx.clock.now() })
      .where(eq(templateDocuments.key, KEY));
    return next;
  });
}

/** Posts a chat message as the signed-in user; the studio's chat keeps the last 100. */
export async function postChatMessage(ctx: AuthedCtx, content: string) {
  const now = ctx.clock.now();
  const next = await update(ctx, (s) => {
    const last = s.chat.at(-1)?.id ?? 0;
    const message = {
      id: last + 1,
      user: ctx.user.name || ctx.user.username,
      content,
      time: now.toISOString().slice(11, 16),
    };
    return { ...s, chat: [...s.chat, message].slice(-CHAT_KEEP) };
  });
  return next.chat.at(-1);
}

/**
 * A quick operation on the live studio (change / remove clarity, switch main-standby stream,
 * push the flow gasket): the studio's state changes, the operation is listed on the page and
 * written to the system log.
 */
export async function runMonitorOperation(ctx: AuthedCtx, body: MonitorOperationBody) {
  const now = ctx.clock.now();
  const next = await update(ctx, (s) => {
    const info = { ...s.info };
    let value: string | null = null;
    if (body.operation === 'changeClarity') {
      info.currentClarity = body.clarity ?? info.clarity[0] ?? 'hd';
      value = info.currentClarity;
    } else if (body.operation === 'removeClarity') {
      info.clarity = info.clarity.filter((c) => c !== body.clarity);
      if (info.currentClarity === body.clarity) info.currentClarity = info.clarity[0];
      value = body.clarity ?? null;
    } else if (body.operation === 'switchStream') {
      info.activeStream = info.activeStream === 'standby' ? 'main' : 'standby';
      value = info.activeStream;
    } else {
      info.gasket = !info.gasket;
      value = info.gasket ? 'on' : 'off';
    }
    const log = s.operations ?? [];
    const entry = {
      id: (log.at(-1)?.id ?? 0) + 1,
      operation: body.operation,
      value,
      at: now.toISOString(),
      by: ctx.user.username,
    };
    return { ...s, info, operations: [...log, entry].slice(-OPERATIONS_KEEP) };
  });
  const entry = next.operations!.at(-1)!;
  await ctx.audit({
    module: 'monitor',
    action: body.operation,
    target: String(next.studio.id ?? KEY),
    result: 'success',
    detail: { after: { value: entry.value } },
  });
  return next;
}
