import { defineConfig } from 'drizzle-kit';

// Generation only (`npm run db:generate`); migrations are applied in-process by server/db/migrate.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
