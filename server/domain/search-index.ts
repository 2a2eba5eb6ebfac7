import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { searchTerms } from '../db/schema/index.ts';
import { searchRowsOf, type SearchRecord } from './search-keys.ts';

/** Replaces a record's rows in the palette's search index (call inside the change's transaction). */
export async function reindexRecord(db: Db, record: SearchRecord): Promise<void> {
  await db
    .delete(searchTerms)
    .where(and(eq(searchTerms.kind, record.kind), eq(searchTerms.key, record.key)));
  const rows = searchRowsOf(record);
  if (rows.length > 0) await db.insert(searchTerms).values(rows);
}
