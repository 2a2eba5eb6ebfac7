/**
 * `npm run build`: the console (dist/web), the CLI (dist/cli) and the server (dist/server), each
 * built into a fresh folder and switched to at the end (tools/dist.ts), then the stamp that
 * `npm start` compares with the sources (tools/ensure-built.ts).
 */
import { utimes, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { buildCli } from '../cli/build.ts';
import { buildServer } from '../server/build.ts';
import { buildWeb } from './build-web.ts';
import { writePinyinTableIfStale } from './pinyin-table.ts';
import { writePrecompiledIfStale } from './precompile-messages.ts';
import { STAMP } from './dist.ts';

export async function buildAll(): Promise<void> {
  // Before the build's time is taken: a rewritten module is not newer than the build it went into.
  if (await writePrecompiledIfStale()) console.log('wrote core/i18n/precompiled.ts');
  if (await writePinyinTableIfStale()) console.log('wrote web/lib/pinyin-table.ts');
  const started = Date.now();
  const web = await buildWeb({ production: true });
  const [cli, server] = await Promise.all([buildCli(), buildServer()]);
  // Dated when the build began: a source saved while it ran is newer, so the next start rebuilds.
  await writeFile(STAMP, `${new Date(started).toISOString()}\n`);
  await utimes(STAMP, started / 1000, started / 1000);
  console.log(`built ${web.entry}, ${cli}, ${server} in ${Date.now() - started} ms`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildAll();
}
