import { eq } from 'drizzle-orm';
import { systemLogs } from '../../../server/db/schema/system-logs.ts';
import type { TestApp } from './test-app.ts';

/** The `api-token.use` log rows of one token on the live log stream (its audit per stream). */
export async function streamUseRows(t: TestApp, tokenId: number) {
  const rows = await t.database.db
    .select()
    .from(systemLogs)
    .where(eq(systemLogs.action, 'api-token.use'));
  return rows.filter(
    (r) =>
      (r.detail as { tokenId?: number }).tokenId === tokenId && r.target.endsWith('/logs/stream'),
  );
}
