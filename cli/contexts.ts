/**
 * Named contexts: each stored server credential has a short name (`qy login --context NAME`),
 * by default the server's host (with its port when not the scheme's default). Names are derived
 * when read, so a file of earlier versions, without names, has them too; only a name given at
 * sign-in is written to the file.
 */

/** What naming needs of the config file (config.ts imports this module, not the reverse). */
interface NamedHosts {
  hosts: Record<string, { name?: string }>;
}

/** A context name: a letter or digit first, then letters, digits, `.`, `_`, `-`, `:`; at most 64. */
const CONTEXT_NAME = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

export function isContextName(value: string): boolean {
  return CONTEXT_NAME.test(value);
}

/** The name a server gets when none was given: its host, e.g. `qy-staging.example.com:8443`. */
export function derivedContextName(server: string): string {
  try {
    return new URL(server).host || server;
  } catch {
    return server;
  }
}

/**
 * Every stored server's context name, in the file's order. A given name wins; a derived one that
 * a given name or an earlier derived one already holds (`http://h` beside `https://h`) falls back
 * to the server's origin, so names stay unique and each one names a single server.
 */
export function contextNames(config: NamedHosts): Map<string, string> {
  const names = new Map<string, string>();
  const taken = new Set<string>();
  for (const cred of Object.values(config.hosts)) if (cred.name) taken.add(cred.name);
  for (const [server, cred] of Object.entries(config.hosts)) {
    let name = cred.name;
    if (!name) {
      const derived = derivedContextName(server);
      name = taken.has(derived) ? server : derived;
      taken.add(name);
    }
    names.set(server, name);
  }
  return names;
}

/**
 * The server a context name or a server URL stands for, when it is stored: a URL (with its
 * scheme) by its origin, any other word by its context name.
 */
export function findContext(config: NamedHosts, nameOrServer: string): string | undefined {
  for (const [server, name] of contextNames(config)) {
    if (name === nameOrServer || server === nameOrServer) return server;
  }
  return undefined;
}

/** The server other than `server` whose context is already called `name`, if any. */
export function contextOwner(config: NamedHosts, name: string, server: string): string | undefined {
  for (const [other, otherName] of contextNames(config)) {
    if (otherName === name && other !== server) return other;
  }
  return undefined;
}
