/**
 * `node --import tsx tools/complete-lock.ts` (run after any `npm install` that rewrites package-lock.json):
 * adds the lock entries of unrs-resolver's native bindings (via eslint-plugin-import-x) that the
 * lock is missing. The registry this project's machines reach does not serve the bindings of other
 * platforms (android, freebsd, win32, …: 404), so npm leaves them out of a lock made here, and
 * npm 11's `npm ci` then refuses the lock ("Missing: @unrs/resolver-binding-… from lock file").
 * An entry needs no integrity: npm installs a binding only on its own os/cpu/libc, and resolves it
 * by name and version there. With the entries `npm ci` accepts the lock and `npm install` keeps it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

type Entry = Record<string, unknown>;

/** os, cpu and libc of a binding from its name: `<os>-<cpu>[-<abi>]`. */
export function platformOf(binding: string): { os: string; cpu: string; libc?: string } {
  const [os, cpu, abi] = binding.replace(/^@unrs\/resolver-binding-/, '').split('-');
  const libc = os !== 'linux' ? undefined : abi?.startsWith('musl') ? 'musl' : 'glibc';
  return { os, cpu, ...(libc ? { libc } : {}) };
}

/** The lock with every missing binding entry added next to the others; the names added. */
export function completeLock(
  lock: { packages: Record<string, Entry> },
  bindings: Record<string, string>,
): string[] {
  const added: string[] = [];
  const entries: [string, Entry][] = [];
  for (const [name, version] of Object.entries(bindings)) {
    const key = `node_modules/${name}`;
    if (lock.packages[key]) continue;
    const { os, cpu, libc } = platformOf(name);
    const entry: Entry = { version, cpu: [cpu], dev: true };
    if (libc) entry.libc = [libc];
    Object.assign(entry, { license: 'MIT', optional: true, os: [os] });
    entries.push([key, entry]);
    added.push(name);
  }
  if (added.length === 0) return added;
  const isBinding = (key: string) => key.startsWith('node_modules/@unrs/resolver-binding-');
  const items = Object.entries(lock.packages);
  const at = items.findIndex(([key]) => isBinding(key) || key > 'node_modules/@unrs/');
  const bindingsNow = [...items.filter(([k]) => isBinding(k)), ...entries].sort(([a], [b]) =>
    a < b ? -1 : 1,
  );
  const others = items.filter(([k]) => !isBinding(k));
  const before = others.slice(0, at < 0 ? others.length : at);
  lock.packages = Object.fromEntries([...before, ...bindingsNow, ...others.slice(before.length)]);
  return added;
}

const root = join(fileURLToPath(import.meta.url), '../..');
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const lockPath = join(root, 'package-lock.json');
  const lock = JSON.parse(readFileSync(lockPath, 'utf8')) as { packages: Record<string, Entry> };
  const version = lock.packages['node_modules/unrs-resolver']?.version as string | undefined;
  if (!version) throw new Error('unrs-resolver is not in the lock');
  const pkg = JSON.parse(
    readFileSync(join(root, 'node_modules/unrs-resolver/package.json'), 'utf8'),
  ) as { optionalDependencies: Record<string, string> };
  const added = completeLock(lock, pkg.optionalDependencies);
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(added.length ? `added ${added.join(', ')}` : 'the lock already lists every binding');
}
