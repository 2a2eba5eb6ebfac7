import { join } from 'node:path';
import { codeCacheDir, installCodeCache } from './code-cache.ts';

// The entry of the `qy` bin (dist/cli/qy.cjs): the real process as the CLI's environment. The
// chunks are required only after the code cache is in place, hence the import() (the bundle turns
// it into a require: cli/build-cjs.ts).
installCodeCache({ dir: join(import.meta.dirname, 'chunks'), cacheDir: codeCacheDir(process.env) });
void import('./start.ts').then(async ({ startQy }) => {
  process.exitCode = await startQy();
});
