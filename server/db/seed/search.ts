import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { rowsOf } from '../migrate.ts';
import { searchRowsOf, type SearchRecord } from '../../domain/search-keys.ts';
import { bulkInsert } from './bulk-insert.ts';
import type { OrgSeed } from './orgs.ts';
import type { InstitutionSeed, MerchantSeed } from './parties.ts';
import type { ProviderSeed } from './provider.ts';

/** Builds the palette's search index for every named record of the seed (and the users). */
export async function seedSearchTerms(
  db: Db,
  data: {
    orgs: OrgSeed[];
    institutions: InstitutionSeed[];
    merchants: MerchantSeed[];
    providers: ProviderSeed[];
  },
): Promise<void> {
  const users = rowsOf<{ id: number; username: string; name: string }>(
    await db.execute(sql`select id, username, name from users`),
  );
  const merchantName = new Map(data.merchants.map((m) => [m.id, m.name]));
  const records: SearchRecord[] = [
    ...data.orgs.map((o) => ({
      kind: 'org' as const,
      key: String(o.id),
      title: o.name,
      subtitle: o.code,
      name: o.name,
      codes: [o.code],
    })),
    ...data.institutions.map((i) => ({
      kind: 'institution' as const,
      key: String(i.id),
      title: i.name,
      subtitle: i.credit_code,
      name: i.name,
      codes: [i.credit_code],
    })),
    ...data.merchants.map((m) => ({
      kind: 'merchant' as const,
      key: m.merchant_no,
      title: m.name,
      subtitle: m.merchant_no,
      name: m.name,
      codes: [m.merchant_no, m.credit_code],
    })),
    ...data.providers.map((p) => ({
      kind: 'provider' as const,
      key: p.provider_merchant_no,
      title: p.provider_merchant_no,
      subtitle: merchantName.get(p.merchant_id ?? 0) ?? '',
      name: '',
      codes: [p.provider_merchant_no, p.sub_account_no],
    })),
    ...users.map((u) => ({
      kind: 'user' as const,
      key: String(u.id),
      title: u.name,
      subtitle: u.username,
      name: u.name,
      codes: [u.username],
    })),
  ];
  await bulkInsert(
    db,
    'search_terms',
    { kind: 'text', key: 'text', term: 'text', title: 'text', subtitle: 'text' },
    records.flatMap(searchRowsOf),
    10_000,
  );
}
