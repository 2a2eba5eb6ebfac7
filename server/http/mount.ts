import type { Context, Hono } from 'hono';
import { createMenuCache } from '../auth/role-menus.ts';
import { resolveCaller } from '../auth/api-tokens.ts';
import { bearerToken } from '../auth/sessions.ts';
import { writeAudit } from '../logging/audit.ts';
import { authorize } from './authorize.ts';
import type { ChangeSignal } from './change-signal.ts';
import type { AppDeps, AuditInput, Ctx } from './context.ts';
import type { KeptResource } from '../domain/kept-reads.ts';
import { resourcesChangedBy } from '../domain/kept-resources.ts';
import type { Endpoint } from './endpoint.ts';
import { jsonAnswer } from './compress.ts';
import { okEnvelope } from './envelope.ts';
import { API_BASE, type HonoEnv } from './hono-env.ts';
import { readInput } from './input.ts';
import { checkResponse } from './response-check.ts';

/** Mounts every endpoint under the API base: authenticate → authorize → validate → handler → envelope. */
export function mountEndpoints(
  app: Hono<HonoEnv>,
  endpoints: readonly Endpoint[],
  deps: AppDeps,
  shutdown: AbortSignal,
  changes: ChangeSignal,
) {
  const menuNamesOf = createMenuCache(deps.database.db);
  // Tests (and QY_CHECK_RESPONSES=1) check every JSON answer against its response schema.
  const checks = deps.config.checkResponses ?? false;
  for (const ep of endpoints) {
    app.on(ep.method, API_BASE + ep.path, async (c) => {
      const written = new ChangedResources();
      try {
        const answer = await handle(c, written);
        written.committed();
        return answer;
      } finally {
        // Only what committed: a change's log row in a transaction that rolled back drops nothing.
        changes.changed(written.dropped());
      }
    });
    const handle = async (c: Context<HonoEnv>, written: ChangedResources) => {
      const ctx = buildCtx(c, deps, shutdown, written);
      if (ep.menu !== 'open') {
        const token = bearerToken(c.req.header('authorization'));
        ctx.user = await resolveCaller(ctx, token, ep.method, c.req.path, deps.config);
        c.set('user', ctx.user);
        await authorize(ctx.user, ep.menu, ep.roles, menuNamesOf);
      }
      const input = await readInput(c, ep, ctx.locale);
      const result = await ep.handler(input, ctx);
      if (result instanceof Response) return result;
      if (checks) checkResponse(ep, result, deps.logger);
      return jsonAnswer(c, okEnvelope(result, ctx.locale));
    };
  }
}

/**
 * The kept resources (sessions, totals, names) the changes of one request wrote, read from their
 * log rows (kept-resources.ts). A row written outside a transaction has committed as it returns;
 * one written inside counts once the handler has answered (its transactions have then committed).
 */
class ChangedResources {
  private readonly done = new Set<KeptResource>();
  private readonly inTransaction = new Set<KeptResource>();
  private answered = false;

  logged(entry: AuditInput, tx: unknown): void {
    for (const r of resourcesChangedBy(entry)) (tx ? this.inTransaction : this.done).add(r);
  }

  committed(): void {
    this.answered = true;
  }

  dropped(): KeptResource[] {
    return [...this.done, ...(this.answered ? this.inTransaction : [])];
  }
}

function buildCtx(
  c: Context<HonoEnv>,
  deps: AppDeps,
  shutdown: AbortSignal,
  written: ChangedResources,
): Ctx {
  let signal: AbortSignal | undefined;
  const ctx: Ctx = {
    db: deps.database.db,
    database: deps.database,
    clock: deps.clock,
    user: null,
    ip: c.get('ip'),
    userAgent: c.req.header('user-agent') ?? '',
    requestId: c.get('requestId'),
    locale: c.get('locale'),
    deps,
    // Made when a handler first asks (streams do): AbortSignal.any costs more than a list request's
    // routing, and the request's own signal is made on first use too.
    get signal() {
      return (signal ??= AbortSignal.any([c.req.raw.signal, shutdown]));
    },
    shutdown,
    http: c,
    audit: async (entry, tx) => {
      await writeAudit(
        deps,
        {
          userId: ctx.user?.id ?? null,
          username: ctx.user?.username ?? '',
          ip: ctx.ip,
          requestId: ctx.requestId,
          at: deps.clock.now(),
        },
        entry,
        tx,
      );
      written.logged(entry, tx);
    },
  };
  return ctx;
}
