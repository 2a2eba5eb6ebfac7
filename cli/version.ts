import { createRequire } from 'node:module';

// The bundle (cli/build.ts) replaces QY_VERSION with package.json's version, so the installed
// qy never reads package.json at run time; under tsx the identifier is undefined.
declare const QY_VERSION: string | undefined;

export function cliVersion(): string {
  if (typeof QY_VERSION === 'string') return QY_VERSION;
  const require = createRequire(import.meta.url);
  return (require('../package.json') as { version: string }).version;
}
