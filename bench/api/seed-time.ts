import { openDatabase } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seedDemoData } from '../../server/db/seed/index.ts';
const t0 = Date.now();
const database = await openDatabase({ memory: true });
console.log('open', Date.now() - t0);
await migrate(database);
console.log('migrate', Date.now() - t0);
await seedDemoData(database.db, {
  scale: 'test',
  clock: { now: () => new Date('2026-11-21T08:00:00Z') },
  onProgress: (m) => console.log(Date.now() - t0, m),
});
console.log('seed', Date.now() - t0);
await database.close();
