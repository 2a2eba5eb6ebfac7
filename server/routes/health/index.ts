import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { AppError, Code } from '#core/errors';
import type { AppDeps } from '../../http/context.ts';
import { errorEnvelope } from '../../http/envelope.ts';
import type { HonoEnv } from '../../http/hono-env.ts';

/** /healthz (the process is up) and /readyz (the database answers), outside the API base for load balancers. */
export function healthRoutes(deps: AppDeps): Hono<HonoEnv> {
  const app = new Hono<HonoEnv>();
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    try {
      await Promise.race([
        deps.database.db.execute(sql`select 1`),
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error('database ping timed out')), 2_000).unref(),
        ),
      ]);
      return c.json({ status: 'ok' });
    } catch (e) {
      deps.logger.warn('readiness check failed', {
        error: e instanceof Error ? e.message : String(e),
      });
      return c.json(
        errorEnvelope(new AppError(Code.Unavailable), c.get('locale'), c.get('requestId')),
        503,
      );
    }
  });
  return app;
}
