import { listInstitutions, listOrgs, type ApiClient } from '#core/api';
import { ExitError, UsageError } from '../errors.ts';
import { ExitCode } from '../exit.ts';
import type { Translate } from '../text.ts';

// Apart from refs.ts (parsing, which the command files import): this half calls #core/api, so it
// is loaded with the runs, never by `qy --help`.

interface Named {
  id: number;
  name: string;
  [key: string]: unknown;
}

const LOOKUP = {
  institutionId: {
    list: (client: ApiClient, q: string) => listInstitutions(client, { q, pageSize: 100 }),
    what: 'cli.ref.institution',
    code: 'creditCode',
  },
  orgId: {
    list: (client: ApiClient, q: string) => listOrgs(client, { q, pageSize: 100 }),
    what: 'cli.ref.org',
    code: 'code',
  },
} as const;

/** The id a code or name stands for: an exact (case-insensitive) match of one record. */
async function resolveOne(
  client: ApiClient,
  key: keyof typeof LOOKUP,
  value: string,
  t: Translate,
): Promise<number> {
  const { list, what, code } = LOOKUP[key];
  const page = (await list(client, value)) as unknown as { items: Named[] };
  const wanted = value.toLowerCase();
  const exact = page.items.filter(
    (r) => r.name.toLowerCase() === wanted || String(r[code] ?? '').toLowerCase() === wanted,
  );
  const found = exact.length > 0 ? exact : page.items.length === 1 ? page.items : [];
  if (found.length === 1) return found[0].id;
  const label = t(what);
  if (found.length === 0 && page.items.length === 0) {
    throw new ExitError(t('cli.ref.notFound', { what: label, value }), ExitCode.NotFound);
  }
  const matches = (found.length > 0 ? found : page.items)
    .slice(0, 5)
    .map((r) => `${r.id} ${r.name}`)
    .join(', ');
  throw new UsageError(t('cli.ref.ambiguous', { what: label, value, matches }));
}

/** A query whose references are ids. */
export type Resolved<Q> = {
  [K in keyof Q]: K extends keyof typeof LOOKUP ? Exclude<Q[K], string> : Q[K];
};

/** Replaces a code or name in `institutionId` / `orgId` of a list query by the record's id. */
export async function resolveRefs<Q extends Record<string, unknown>>(
  client: ApiClient,
  query: Q,
  t: Translate,
): Promise<Resolved<Q>> {
  const resolved: Record<string, unknown> = { ...query };
  for (const key of Object.keys(LOOKUP) as (keyof typeof LOOKUP)[]) {
    const value = resolved[key];
    if (typeof value === 'string') resolved[key] = await resolveOne(client, key, value, t);
  }
  return resolved as Resolved<Q>;
}
