/**
 * The Node versions the project runs on, in one place: the server's start refuses an older Node
 * (server/require-node.ts) and the `qy` bin re-runs itself under the project's own Node or says
 * which one it needs (cli/main.ts). package.json's `engines` says the same (a test holds that).
 * Pure: the caller passes the version it found (`process.versions.node`).
 */

/** The oldest Node the project supports: 22.12 has `module.enableCompileCache()` and undici's
 * `EnvHttpProxyAgent` stable, and `require(esm)` without a flag. */
export const NODE_NEEDED = '22.12.0';

/** `major.minor.patch` of a version such as `v20.20.2` or `24.21.0-pre`; missing parts are 0. */
function parts(version: string): [number, number, number] {
  const [major = 0, minor = 0, patch = 0] = version
    .replace(/^v/, '')
    .split(/[.-]/)
    .slice(0, 3)
    .map((p) => Number.parseInt(p, 10) || 0);
  return [major, minor, patch];
}

/** True when `found` is at least `needed`. */
export function nodeSatisfies(found: string, needed: string = NODE_NEEDED): boolean {
  const a = parts(found);
  const b = parts(needed);
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] > b[i];
  return true;
}

/** The refusal of a start on an older Node, naming both versions; undefined when `found` will do. */
export function nodeRefusal(what: string, found: string, needed: string = NODE_NEEDED) {
  if (nodeSatisfies(found, needed)) return undefined;
  const [major, minor] = parts(needed);
  return `${what} needs Node.js >= ${major}.${minor} (found ${found.replace(/^v?/, 'v')}); install Node 24 LTS`;
}
